"""Using objects from the backpack: "at any moment of the turn (if applicable)".

Healing is applicable whenever life is below 10; +2, x2 and two rolls only in a
fight (before the weapon type is chosen or between rounds). Double coins is used
by itself on the next coin gain and the Complete Map is a journey (`moves.py`).
"""

from __future__ import annotations

from engine.cartaventuras import equipment
from engine.cartaventuras.cards import catalogue
from engine.cartaventuras.player import MAX_LIFE
from engine.core import Action

_MODES = ("magic", "nonmagic")


def best_attack(player, fight) -> int:
    """The attack this fight would use (the best kind while it is not chosen), +2s included."""
    modes = (fight.mode,) if fight.mode else _MODES
    return min(equipment.MAX_ATTACK, max(equipment.attack(player, m) for m in modes) + fight.bonus)


def _applicable(player, card, fight) -> bool:
    if card.effect == "heal":
        return player.life < MAX_LIFE
    if fight is None:
        return False
    if card.effect == "plus2":
        return best_attack(player, fight) < equipment.MAX_ATTACK
    return card.effect in ("x2", "two_rolls") and not getattr(fight, card.effect)


def offers(state, player) -> list[Action]:
    """A `use` for each object (once per title) that would do something now."""
    orange = catalogue().orange
    return [Action("use", (card_id,), f"Use {card.title}: {card.text}", card_id)
            for card_id in dict.fromkeys(player.cards)
            if _applicable(player, card := orange[card_id], state.combat)]


def use(state, player, card_id: str) -> None:
    """One use of the object: heal, or a boost to the fight in progress."""
    card = catalogue().orange[card_id]
    fight = state.combat
    if card.effect == "heal":
        state.heal(player, card.life)
    elif card.effect == "plus2":
        fight.bonus += 2
    else:
        setattr(fight, card.effect, True)
    equipment.use_once(state, player, card_id)
    state.log.append(f"{player.name} uses {card.title}.")
