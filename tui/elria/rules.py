"""Open World: Elria's rules summary, as the app shows it (Rules, and the board's help); markdown."""

RULES = """\
**Open World: Elria** — fulfil all your Quests before your Time runs out.

* Each turn: **reveal** Locations until three are face up (five in a
  duel), **travel** to one of them (pay its Time cost, less 1 for each
  terrain type it shares with your last Location; cover a *map* icon to cut
  it by the map icons you can see), then **act**: discard one of the others,
  and you may spend its gem to cover up to *Level* icons of its type
  (combat, treasure, encounter, level up; wild counts as any) with cubes
  from the supply. An action needs an icon to cover besides the gem it
  spends: a *hybrid* icon is either the gem or the icon, never both.
* You lose when you must pay Time you do not have; with exactly 0 left you
  play on.
* Linked icons (`[TT]`) share one space: one cube, but every icon counts
  against your Level and gives its benefit. Guarded icons (`|`) open once
  every Enemy guarding them is defeated.
* **Enemy Attack**: after travelling to a Location with a **red banner**, pay
  1 Time per Enemy visible in your Journey column (not counting the new
  Location's) unless you cover a *shelter* icon (not on the new Location).
  Combat defeats at most one Enemy per combat icon.
* **Treasure**: each icon covered earns 1 Time or covers a treasure icon on
  a Quest.
* **Encounter**: each icon covered covers an encounter icon on a Quest or
  discovers a Landmark that shares a terrain with your last Location (some
  give Time at once). A
  discovered Landmark is part of your Journey column: its icons, Enemies and
  terrain symbols count like the Location's it extends.
* **Bonus action**: once per turn, spend a gem (your Character's, an
  Upgrade's, or a hybrid icon `{C}`); each gem is used once.
* **Level up** by covering exactly as many level-up icons as your Level in
  one action (fewer do nothing, so Tavern offers no such move); you then
  earn Time equal to your new Level.
* Fulfilling a Quest is optional; you may fulfil it later, between actions.
  Rewards give Time, gems or text effects.
* If the cube supply runs out, play goes on with borrowed cubes.
* **Duel**: two heroes draft Quests and share Locations and Landmarks; the
  player with the fewest Time cubes goes first each turn (Player 1 on the
  first). The game ends after the turn in which someone fulfils every Quest
  or cannot pay Time: if only one of you cannot pay, the other wins;
  otherwise most Quest value wins (+2 for fulfilling all yours, unless both
  of you ran out of Time), ties go to the most Time cubes. Player 2 chooses
  a Quest first from the first and third piles.
* **Campaign**: seven Stages; earn CP (remaining Time) and XP (level) to buy
  Upgrades. A lost Stage may be retried, the campaign restarted (both up to
  `retries` times) or the Stage abandoned (-5 CP, all Upgrades lost, no XP).
  The final score (CP, Level and the cost of your Upgrades) gives your
  Achievement. After each Stage, won or lost, completely spent Upgrades are
  discarded.
"""
