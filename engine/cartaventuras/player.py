"""One adventurer at the table: character, life, coins, tokens, place and gear."""

from __future__ import annotations

from engine.cartaventuras.cards import Character

MAX_LIFE = 10
TOKENS = 8


class Player:
    """Mutable, cheap to copy. `cards` holds every orange card the player owns;
    the best weapon of each kind is wielded, the rest is the backpack."""

    __slots__ = ("character", "life", "coins", "tokens", "cell", "alive", "cards", "uses",
                 "boons", "portal_next", "portal_now", "first_turn", "flipped_cell")

    def __init__(self, character: Character, cell: int) -> None:
        self.character = character
        self.life = MAX_LIFE
        self.coins = character.coins
        self.tokens = TOKENS
        self.cell = cell
        self.alive = True
        self.cards: list[str] = []
        self.uses: dict[str, int] = {}
        self.boons: list[str] = []
        self.portal_next = False
        self.portal_now = False
        self.first_turn = True
        self.flipped_cell = -1

    @property
    def colour(self) -> str:
        return self.character.colour

    @property
    def name(self) -> str:
        return self.character.name

    def clone(self) -> Player:
        other = Player.__new__(Player)
        for slot in Player.__slots__:
            setattr(other, slot, getattr(self, slot))
        other.cards = list(self.cards)
        other.uses = dict(self.uses)
        other.boons = list(self.boons)
        return other

    _PLAIN = ("life", "coins", "tokens", "cell", "alive", "cards", "uses", "boons",
              "portal_next", "portal_now", "first_turn", "flipped_cell")

    def to_json(self) -> dict:
        data = {slot: getattr(self, slot) for slot in self._PLAIN}
        data.update(character=self.character.id, cards=list(self.cards), uses=dict(self.uses),
                    boons=list(self.boons))
        return data

    @staticmethod
    def from_json(data: dict, characters: dict[str, Character]) -> Player:
        player = Player(characters[data["character"]], data["cell"])
        for slot in Player._PLAIN:
            setattr(player, slot, data[slot])
        player.cards = list(data["cards"])
        player.uses = dict(data["uses"])
        player.boons = list(data["boons"])
        return player
