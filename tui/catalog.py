"""The games Tavern knows of, playable or not, and their rules summaries.

`engine.GAMES` says which games can be played; this catalog adds the games
that are announced but whose engine has not landed, so the menu can say so.
"""

from __future__ import annotations

from dataclasses import dataclass

import engine

ANNOUNCED: dict[str, str] = {
    "elria": "Open World: Elria",
    "cartaventuras": "Cartaventuras",
    "rpgquest": "RPGQuest: A Jornada do Herói",
}

RULES: dict[str, str] = {
    "elria": """\
**Open World: Elria** — fulfil all your Quests before your Time runs out.

* Each turn: **reveal** Locations up to three, **travel** to one of them (pay
  its Time cost, less 1 per terrain symbol matching your last Location; cover
  a *map* icon to cut it by the map icons you can see), then **act**: cover
  up to *Level* icons of one type (combat, treasure, encounter, level up;
  wild counts as any) with cubes from the supply. An action needs an icon to
  cover besides the gem it spends: a *hybrid* icon is either the gem or the
  icon, never both.
* Linked icons (`[TT]`) share one space: one cube, but every icon counts
  against your Level and gives its benefit. Guarded icons (`|`) open once
  every Enemy guarding them is defeated.
* **Enemy Attack**: after travelling, pay 1 Time per visible Enemy unless you
  cover a *shelter* icon. Combat defeats at most one Enemy per combat icon.
* **Encounter** a Landmark that shares a terrain with your last Location. A
  discovered Landmark is part of your Journey column: its icons, Enemies and
  terrain symbols count like the Location's it extends.
* **Bonus action**: once per turn, spend a gem (your Character's, an
  Upgrade's, or a hybrid icon `{C}`); each gem is used once.
* **Level up** by covering as many level-up icons as your Level in one action.
* Fulfilling a Quest is optional; you may fulfil it later, between actions.
  Rewards give Time, gems or text effects.
* If the cube supply runs out, play goes on with borrowed cubes.
* **Duel**: two heroes draft Quests and share Locations and Landmarks; most
  Quest value wins (+2 for fulfilling all yours, unless both of you ran out of
  Time), ties go to the most Time cubes. Player 2 chooses a Quest first,
  Player 1 plays the first turn.
* **Campaign**: seven Stages; earn CP (remaining Time) and XP (level) to buy
  Upgrades; a lost Stage may be retried (`retries`); the final score gives
  your Achievement. After each Stage, won or lost, completely spent Upgrades
  are discarded.
""",
    "cartaventuras": """\
**Cartaventuras** — build the Kingdom card by card and slay the Great Dragon.

* **Start**: everyone stands on the start card; your first exploration from
  it draws a card of your own colour, in any direction (`?`). With 1–3
  players the start card is in the top row and has no upper arrow; with
  **4 players** it sits in the second row and the row above is used too.
* On your turn either **explore** (follow an arrow of your card, draw a Zone
  card of that colour and place it there) or **move** to a revealed adjacent
  card. A fight, won or fled, ends the turn.
* **Combat**: choose magic or non-magic once per fight (an enemy with one kind
  forces that kind); you and the enemy each roll a d6 and add attack values.
  Higher wins; lower loses 1 life; a tie does nothing. From the second round
  you may **flee** (roll: 3 or less costs 1 life; free in your own colour's
  zone). A beaten enemy's card is replaced at the start of your next turn.
* An attack of 0 against an enemy with one kind of weapon costs 1 life and
  you flee, unless a +2 (blessing or object) makes it more than 0.
* Objects may be used at any moment they help: potions at any decision,
  +2 / x2 / two rolls in a fight, even before choosing the weapon kind.
* **Tokens**: each adventurer has 8 tokens of their colour. Landing on a
  trading place or a **single-use** card marks it with one, to remember the
  visit. Trading places stay open to you; a single-use card gives its effect
  once per adventurer and is then a mere passage for you. With no token left,
  visits are still remembered: nothing is barred.
* **Trading places** sell weapons and objects (the Purchase deck is open).
  Backpack: 5 cards; your best magic and non-magic weapons are wielded.
* **Fusing**: the moment you hold both fragments of an object (map, staff,
  sword), they fuse into the complete object (Complete Map, Divine Staff,
  Dragonslayer Sword) from the Forge deck; the fragments go to the Forge deck.
  If the object is not there, they wait in the backpack. A trading place buys
  a fragment for 3 coins.
* **Portals and passages**: on your next turn, if you still stand on it, a
  portal takes you to any revealed card, a passage to one of its colour. The
  Complete Map does the same from anywhere, three times.
* **Trading between players**: outside combat, anyone may **propose a trade**
  to anyone at any decision, as often as they like (a card or coins each way,
  or a gift; an offer is not repeated in a turn); the other player accepts or
  declines.
* **The Great Dragon**: declare the fight at the start of your turn and place
  it on a free space beside your card, on a side with an arrow (not possible
  when all four sides are taken). It must be beaten twice (magic and
  non-magic), with no fleeing.
* Nobody beats the dragon in time (80 rounds in a standard game): all lose.
* **Solo**: beat the dragon before the real-time clock runs out (40/30/20
  minutes); it runs while help, hints and dice are open.
""",
    "rpgquest": """\
**RPGQuest: A Jornada do Herói** — a hero's journey across the map of Arcádia.

* Each round you have **4 actions**, one per Action Marker; every action passes your
  lowest marker to the player on your left. A player holding a marker lower than all
  of yours may **interrupt** you and act first.
* **Move** 7 MP an action (chain actions for more); a mountain range costs 4, swamp,
  desert, hill, ice and the Black Forest 2, the rest 1. Entering a dangerous hex rolls
  1d10 for an **ambush**. Ford a river for 100gp, or take the Merchant Ship of Yesod.
* **Combat**: 2d6 + the group's points of each class the monster tests, in class order;
  a natural 2 fails, a natural 12 succeeds. Win every test for gold and a trophy; lose
  one and take 1d3 damage, placed hero by hero (HP + 1 damage kills).
* In towns: **recruit** (3 shown, 1,000gp), **train** levels (2,000/3,000/4,000gp),
  **work** (1d6 x 100gp), buy **magic items**, pay a **cleric**; the councils train
  their own class cheaper and recruit specialists.
* **Missions**: "The Call to Adventure" first; look for two more at the taverns (once a
  Round), specialised ones at the councils. Go to a mission's Direction Meeple (a bolt
  hex): a stage that asks only for arrival resolves at once, tests cost an action and
  read the card's result table. At most two missions per group, three public ones.
  Orders (+1 on two classes), Trade Demands (escort a merchant), Rumours, Caves and
  Dungeons, the Portal and Mana are there too.
* **The monsters' turn** ends every Turn (Aries to Pisces): Great Challenges march on
  the nearest civilised place and destroy it; lesser monsters invade cities and
  villages (a public Monster Attack at 10/10). If the monsters destroy or hold four
  places at once, everyone loses.
* Victory Points: missions, rumours, trophies (four of a kind), levels (three heroes of
  a level), rescues, festivities. Most VP at the target (or after Pisces) wins.
* **The map**: `m` puts the keys on it; arrows move the cursor, which previews the
  route from your group (MP, actions, fords, ambush risk) and what is there; Enter
  travels, `z` zooms out to all of Arcádia, `g` finds your group. The close view
  names the regions.
* **On screen**: the monsters' turn plays step by step (its hex marked `< >`);
  **Space** skips it. When you may interrupt, a prompt asks: `i` interrupt, `n` let
  them go on, `r` not again this round, Esc look first.
""",
}


@dataclass(frozen=True)
class GameEntry:
    """One line of the menu: a game, its title, and whether it can be played."""

    name: str
    title: str
    playable: bool

    @property
    def label(self) -> str:
        if not self.playable:
            return f"{self.title} (coming soon: not yet playable)"
        return self.title


def entries() -> list[GameEntry]:
    """Every announced game, then any other registered game, in menu order."""
    found = [GameEntry(name, engine.GAMES[name].title if name in engine.GAMES else title,
                       name in engine.GAMES) for name, title in ANNOUNCED.items()]
    found += [GameEntry(name, info.title, True)
              for name, info in engine.GAMES.items() if name not in ANNOUNCED]
    return found


def rules(name: str) -> str:
    """The rules summary of a game, or a short note when there is none."""
    if name in RULES:
        return RULES[name]
    title = engine.GAMES[name].title if name in engine.GAMES else name
    return f"**{title}** — follow the moves the app offers; every legal move is listed."
