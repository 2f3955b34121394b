"""Words for people as messages: a template and its arguments, rendered in the reader's language.

A game writes what a player reads (a move's label, a log line, a result's reason, odds, a hint's
reason) as a `Msg`: an English template with named fields, gettext's msgid, and its arguments.

    Msg("{hero} joins the group for {gold}gp", hero=Ref("rpgquest.hero", "njani", "Njani"), gold=300)
    Msg.counted("{n} coin", "{n} coins", n=3)

A `Msg` *is* its English text (a `str`), so the engine, the tests and the records read it as
before; the app renders it again in the player's language (`tui.i18n`): the template through
that language's catalogue, each `Ref` (a card, a place, a seat) as that language names it, each
nested `Msg` the same way, numbers as that language writes them. The engine stays
language-free: it never builds a sentence in anything but this English default.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Argument = Any  # int | float | str | Ref | Msg: what a template's fields take


@dataclass(frozen=True, slots=True)
class Ref:
    """A named thing of a game, by id: `kind` says where its name lives ("rpgquest.hero"), `text` is
    its English name (what the game's English card file calls it)."""

    kind: str
    id: str
    text: str

    def __str__(self) -> str:
        return self.text

    def __format__(self, spec: str) -> str:
        return format(self.text, spec)


class Msg(str):
    """A message: `template` (the English msgid), `many` (its plural when counted by `n`) and `args`.

    Its value as a `str` is the English text. Two messages with the same English text are equal,
    as two strings are."""

    template: str
    many: str | None
    args: dict[str, Argument]

    def __new__(cls, template: str, /, **args: Argument) -> Msg:
        return cls._make(template, None, args)

    @classmethod
    def counted(cls, one: str, many: str, /, n: int, **args: Argument) -> Msg:
        """A message whose words follow the count `n` ('{n} coin' / '{n} coins'); each language
        has its own plural rules (gettext's ngettext)."""
        return cls._make(one, many, {"n": n, **args})

    @classmethod
    def _make(cls, template: str, many: str | None, args: dict[str, Argument]) -> Msg:
        chosen = template if many is None or args.get("n") == 1 else many
        message = super().__new__(cls, chosen.format(**args))
        message.template, message.many, message.args = template, many, args
        return message

    def __reduce__(self) -> tuple[Any, ...]:  # (pickled across the AI worker's pipe as a message)
        return (Msg._make, (self.template, self.many, self.args))

    def to_json(self) -> dict[str, Any]:
        """Plain data for the network and saves: {"msg": template, "many": ..., "args": {...}}."""
        data: dict[str, Any] = {"msg": self.template, "args": {name: _arg_json(value)
                                                              for name, value in self.args.items()}}
        if self.many is not None:
            data["many"] = self.many
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> Msg:
        """The message `to_json` wrote; `ValueError` names what is wrong."""
        template, many, args = data.get("msg"), data.get("many"), data.get("args", {})
        if not isinstance(template, str) or not isinstance(args, dict) or not (many is None or isinstance(many, str)):
            raise ValueError(f"a message is {{'msg': text, 'args': {{...}}}}, not {data!r:.80}")
        try:
            return Msg._make(template, many, {str(name): _arg_from_json(value) for name, value in args.items()})
        except (KeyError, IndexError, ValueError) as error:
            raise ValueError(f"the message {template!r:.80} does not fit its arguments: {error}") from None


def _arg_json(value: Argument) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, Ref):
        return {"ref": value.kind, "id": value.id, "text": value.text}
    return value


def _arg_from_json(value: Any) -> Argument:
    if isinstance(value, dict) and "ref" in value:
        return Ref(str(value["ref"]), str(value.get("id", "")), str(value.get("text", "")))
    if isinstance(value, dict):
        return Msg.from_json(value)
    if isinstance(value, (int, float, str)):
        return value
    raise ValueError(f"a message argument is a number, a text, a name or a message, not {value!r:.40}")
