"""Open World: Elria's rules summary, as the app shows it (Rules, and the board's help); markdown."""

RULES = """\
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
"""
