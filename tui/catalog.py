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

# What a playable game still lacks, said beside its name in the menu.
EARLY: dict[str, str] = {
    "rpgquest": "early: no map screen yet; missions and monsters come next",
}

RULES: dict[str, str] = {
    "elria": """\
**Open World: Elria** — fulfil all your Quests before your Time runs out.

* Each turn: **travel** to one of the revealed Locations (pay its Time cost,
  less 1 per shared terrain; a *map* icon can cut it further), then take an
  **action**: cover up to *level* icons of one type (combat, treasure,
  encounter, level up; wild counts as any) in your Journey column.
* Enemy attacks cost Time unless you cover a *shelter* icon.
* Level up by covering as many level-up icons as your level in one action.
* Fulfilling a Quest is optional when it would happen; rewards give Time,
  hybrid gems or text effects.
* **Duel**: two heroes, shared Locations and Landmarks; most quest value wins.
* **Campaign**: seven Stages; earn CP (remaining Time) and XP (level) to buy
  Upgrades; the final score gives your Achievement.
""",
    "cartaventuras": """\
**Cartaventuras** — build the Kingdom card by card and slay the Great Dragon.

* On your turn either **explore** (follow an arrow of your card, draw a Zone
  card of that colour and place it) or **move** to a revealed adjacent card.
* **Combat**: choose magic or non-magic; you and the enemy each roll a d6 and
  add attack values. Higher wins; lower loses 1 life; a tie does nothing.
  From the second round you may **flee** (roll: 3 or less costs 1 life,
  free in your own colour's zone).
* An attack of 0 against an enemy with one kind of weapon costs 1 life and
  you flee, unless a +2 (blessing or object) makes it more than 0.
* Objects may be used at any moment they help: potions at any decision,
  +2 / x2 / two rolls in a fight, even before choosing the weapon kind.
* Trading places sell weapons and objects and stay open to you; a token marks
  your first visit. A single-use card gives its effect once per adventurer.
* Trades: outside combat, anyone may **propose a trade** to anyone at any
  decision, as often as they like (an offer is not repeated in a turn).
* Backpack: 5 cards; wield one magic and one non-magic weapon.
* The **Great Dragon** must be beaten twice (magic and non-magic), no fleeing.
* **Solo**: beat the dragon before the clock runs out (40/30/20 minutes).
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
* Victory Points: four monsters of a kind, three heroes of a level. Most VP at the
  target (or at the turn limit) wins. This early version has no missions or monsters'
  turn yet, and is drawn on the generic board.
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
        return f"{self.title} ({EARLY[self.name]})" if self.name in EARLY else self.title


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
