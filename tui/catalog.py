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

* Each turn: **travel** to one of the revealed Locations (pay its Time cost,
  less 1 per shared terrain; a *map* icon can cut it further), then take an
  **action**: cover up to *level* icons of one type (combat, treasure,
  encounter, level up; wild counts as any) in your Journey column. An action
  needs an icon to cover besides the gem it spends: a *hybrid* icon is either
  the gem or the icon, never both.
* Enemy attacks cost Time unless you cover a *shelter* icon.
* A discovered Landmark is part of your Journey column: its icons, Enemies
  and terrain symbols count like the Location's it extends.
* Level up by covering as many level-up icons as your level in one action.
* Fulfilling a Quest is optional when it would happen; rewards give Time,
  hybrid gems or text effects.
* **Duel**: two heroes, shared Locations and Landmarks; most quest value wins
  (+2 for fulfilling all yours, unless both of you ran out of Time).
  Player 2 chooses a Quest first, Player 1 plays the first turn.
* **Campaign**: seven Stages; earn CP (remaining Time) and XP (level) to buy
  Upgrades; the final score gives your Achievement. After each Stage, won or
  lost, completely spent Upgrades are discarded.
""",
    "cartaventuras": """\
**Cartaventuras** — build the Kingdom card by card and slay the Great Dragon.

* On your turn either **explore** (follow an arrow of your card, draw a Zone
  card of that colour and place it) or **move** to a revealed adjacent card.
* **Combat**: choose magic or non-magic; you and the enemy each roll a d6 and
  add attack values. Higher wins; lower loses 1 life; a tie does nothing.
  From the second round you may **flee** (roll: 3 or less costs 1 life,
  free in your own colour's zone).
* Trading places sell weapons and objects; players may trade at any time
  outside combat. Backpack: 5 cards; wield one magic and one non-magic weapon.
* The **Great Dragon** must be beaten twice (magic and non-magic), no fleeing.
* **Solo**: beat the dragon before the clock runs out (40/30/20 minutes).
""",
    "rpgquest": """\
**RPGQuest: A Jornada do Herói** — a hero's journey across the map of Arcádia.
Its board is coming in a later version of Tavern.
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
        return self.title if self.playable else f"{self.title} (coming soon: not yet playable)"


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
