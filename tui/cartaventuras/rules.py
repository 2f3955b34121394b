"""Cartaventuras's rules summary, as the app shows it (Rules, and the board's help); markdown."""

RULES = """\
**Cartaventuras** — build the Kingdom card by card and slay the Great Dragon.

* **Start**: everyone stands on the start card; your first exploration from
  it draws a card of your own colour, in any direction (`?`). With 1–3
  players the start card is in the top row and has no upper arrow; with
  **4 players** it sits in the second row and the row above is used too.
* Life never goes above 10 nor attack above 12; at 0 life you are out of the
  game.
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
  a fragment for 3 coins and sells it on to anyone for 4.
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
"""
