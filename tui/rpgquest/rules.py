"""RPGQuest: A Jornada do Herói's rules summary, as the app shows it (Rules, and the board's help); markdown."""

RULES = """\
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
"""
