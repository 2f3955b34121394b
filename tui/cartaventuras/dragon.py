"""The Great Dragon's question: your chance against both its attacks, asked before you commit."""

from __future__ import annotations

from ai.heuristics.cartaventuras.odds import DRAGON, dragon_chance
from engine.cartaventuras.cards import catalogue

BOOSTS = ("plus2", "x2", "two_rolls")


def percent(chance: float) -> str:
    """A chance in whole percent that never rounds a possible win to 0% or a possible loss to 100%."""
    if 0 < chance < 0.005:
        return "under 1%"
    if 0.995 <= chance < 1:
        return "over 99%"
    return f"{chance:.0%}"


def _carried(player: dict) -> tuple[dict[str, int], int]:
    """Uses of +2, x2 and two-roll objects in the backpack, and the life its potions give."""
    boosts = dict.fromkeys(BOOSTS, 0)
    heal = 0
    for card_id in player["backpack"]:
        card = catalogue().orange[card_id]
        uses = player["uses"].get(card_id, card.uses)
        if card.effect in boosts:
            boosts[card.effect] += uses
        elif card.effect == "heal":
            heal += card.life * uses
    return boosts, heal


def dragon_question(view: dict, seat: int) -> str:
    """"Face the Great Dragon?" with the seat's attacks against the dragon's and the exact chance of
    beating both (fights to the death, ties change nothing), as it stands and with its objects used."""
    player = view["players"][seat]
    attack, life, boons = player["attack"], player["life"], player["boons"]
    pending = [boons.count(boost) for boost in BOOSTS]
    now = dragon_chance(attack["magic"], attack["nonmagic"], life, *pending)
    boosts, heal = _carried(player)
    best = dragon_chance(attack["magic"], attack["nonmagic"], life + heal,
                         *(n + boosts[boost] for n, boost in zip(pending, BOOSTS, strict=True)))
    odds = f"you beat both {percent(now)}"
    if best > now:
        odds += f", {percent(best)} using the objects you carry"
    return (f"Face the Great Dragon? Your magic {attack['magic']} against its {DRAGON['magic']}, your non-magic "
            f"{attack['nonmagic']} against its {DRAGON['nonmagic']}, with {life} life: {odds}. "
            "The fight is to the death: no fleeing — you win the game or you perish.")
