"""Reading the cards at the table: the detail panel, cards in every choice, the map, the dragon's question."""

from __future__ import annotations

from typing import Any

from engine.cartaventuras import kingdom
from engine.cartaventuras.cards import catalogue
from engine.elria import campaign
from engine.elria.cards import cards
from tests.cartaventuras.helpers import C, card_id, place, stand
from tests.tui.drive import settle
from tui.cartaventuras.faces import CartaventurasFaces
from tui.cartaventuras.mosaic import COMPACT, NORMAL, TALL, WIDE, fit, mosaic
from tui.dialogs.confirm import ConfirmDialog
from tui.match import Match, Seat
from tui.widgets.card_detail import CardDetail, CardDialog

CS = cards()


def moves_text(board) -> str:
    moves = board.query_one("#moves")
    return "\n".join(str(moves.get_option_at_index(i).prompt) for i in range(moves.option_count))


def detail_text(board) -> str:
    return str(board.query_one("#card-face").render())


async def open_session(app, pilot, session: Match):
    board = app.start_session(session)
    await settle(pilot)
    return board


async def test_duel_draft_shows_each_quests_objectives_and_the_highlighted_one_whole(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = Match.new("elria", {"mode": "duel", "players": 2}, 3, [Seat(), Seat()])
        board = await open_session(app, pilot, session)
        drafts = [a for a in board.moves if a.kind == "draft"]
        assert drafts and all(a.card for a in drafts)
        text = moves_text(board)
        for action in drafts:
            quest = CS.cards[CS.by_id[action.card]]
            assert "needs " in text.split(quest.name, 1)[1].split("\n", 2)[1]
        first = CS.cards[CS.by_id[drafts[0].card]]
        assert board.query_one(CardDetail).display
        assert first.name in detail_text(board) and f"value {first.value}" in detail_text(board)
        await pilot.press("down")
        second = CS.cards[CS.by_id[drafts[1].card]]
        assert second.name in detail_text(board) and "Reward:" in detail_text(board)


async def test_campaign_stage_pick_shows_the_landmarks_terrain(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = Match.new("elria", {"mode": "campaign"}, 13, [Seat()])
        state = session.state
        while state.legal_actions()[0].kind == "pick_quest":
            state.apply(state.legal_actions()[0])
        board = await open_session(app, pilot, session)
        picks = [a for a in board.moves if a.kind == "pick_landmark"]
        assert picks
        text = moves_text(board)
        for action in picks:
            landmark = CS.cards[CS.by_id[action.card]]
            assert ", ".join(landmark.terrains) in text.split(landmark.name, 1)[1].split("\n", 2)[1]
        shown = CS.cards[CS.by_id[picks[0].card]]
        assert f"Terrains: {', '.join(shown.terrains)}" in detail_text(board)


async def test_upgrade_shop_shows_every_upgrades_icons_and_price(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = Match.new("elria", {"mode": "campaign"}, 13, [Seat()])
        state = session.state
        while state.phase == "pick":
            state.apply(state.legal_actions()[0])
        state.time[0], state.level[0] = 7, 3
        campaign.stage_complete(state)
        board = await open_session(app, pilot, session)
        buys = [a for a in board.moves if a.kind == "buy"]
        assert buys and all(a.card for a in buys)
        upgrade = CS.cards[CS.by_id[buys[0].card]]
        face = detail_text(board)
        assert upgrade.name in face and f"Price: {upgrade.cost} XP" in face and "Icons:" in face
        assert "[" in moves_text(board).split(upgrade.name, 1)[1].split("\n", 2)[1]


async def test_elria_travel_move_shows_its_price_and_c_and_i_read_any_card(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await open_session(app, pilot, Match.new("elria", {"mode": "solo"}, 11, [Seat()]))
        assert "Time: banner" in moves_text(board)
        visible = board.PRESENTER.visible(board.view, board.viewer)
        shown = board.query_one(CardDetail).card_id
        assert shown == board.moves[0].card
        await pilot.press("c")
        following = visible[(visible.index(shown) + 1) % len(visible)]
        assert CS.cards[CS.by_id[following]].name in detail_text(board)
        await pilot.press("i")
        assert isinstance(app.screen, CardDialog)
        await pilot.press("escape")
        assert app.screen is board


def kingdom_table(seed: int = 5) -> Match:
    """Two players on a Kingdom where the Bandits wait to the right of the start card."""
    session = Match.new("cartaventuras", {"mode": "standard", "players": 2}, seed, [Seat(), Seat()])
    state: Any = session.state
    start = kingdom.start_cell(2)
    row, col = kingdom.row_col(start)
    place(state, row, col + 1, "Bandits on the Old Road")
    stand(state, 0, start)
    state.players[0].first_turn = False
    return session


async def test_clicking_a_card_on_the_map_shows_its_text_and_enemy_strengths(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await open_session(app, pilot, kingdom_table())
        move = next(a for a in board.moves if a.kind == "move")
        assert move.card == card_id("Bandits on the Old Road")
        assert "⚔ Enemy: magic 0, non-magic 2" in moves_text(board)
        board.show_card("")
        mosaic_widget = board.query_one("#carta-mosaic")
        lines = str(mosaic_widget.render()).split("\n")
        y = next(i for i, line in enumerate(lines) if "G01" in line)
        await pilot.click("#carta-mosaic", offset=(lines[y].index("G01"), y))
        await settle(pilot)
        face = detail_text(board)
        assert "Bandits on the Old Road" in face and "hedgerow" in face
        assert "Enemy: magic 0, non-magic 2" in face and "At row 1, column 5" in face


async def test_a_single_use_card_already_used_reads_as_a_mere_passage(make_app):
    # Icons: "Single use per adventurer. Afterwards it becomes a mere pass-through card for that adventurer."
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = kingdom_table()
        state: Any = session.state
        row, col = kingdom.row_col(kingdom.start_cell(2))
        place(state, row + 1, col, "Lost Purse")
        state.marks[card_id("Lost Purse")] = 1  # seat 0's token: the purse is already taken
        board = await open_session(app, pilot, session)
        move = next(a for a in board.moves if a.card == card_id("Lost Purse"))
        assert move.kind == "move"
        assert "Gives 3 coins" not in moves_text(board) and "already used by you" in moves_text(board)
        board.show_card(card_id("Lost Purse"))
        await settle(pilot)
        assert "Gives 3 coins" not in detail_text(board) and "now a mere passage for you" in detail_text(board)


def beat_both(mine: int, theirs: int, life: int) -> float:
    """Combat, The Great Dragon: two fights to the death with the same attacks, by the dice alone."""
    rounds = [(a + mine) - (b + theirs) for a in range(1, 7) for b in range(1, 7)]
    win = sum(d > 0 for d in rounds) / (sum(d > 0 for d in rounds) + sum(d < 0 for d in rounds))

    def fight(lives: int, left: int) -> float:
        return 0.0 if lives == 0 else win * (1.0 if left == 1 else fight(lives, 1)) + (1 - win) * fight(lives - 1, left)
    return fight(life, 2)


async def test_declaring_the_great_dragon_asks_once_with_the_chance_against_both_attacks(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = kingdom_table()
        player = session.state.players[0]
        player.cards = [card_id("Divine Staff"), card_id("Dragonslayer Sword"), card_id("Healing Potion")]
        player.life = 5
        board = await open_session(app, pilot, session)
        index = next(i for i, a in enumerate(board.moves) if a.kind == "dragon")
        await pilot.press("home", *["down"] * index, "enter")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmDialog)
        question = " ".join(app.screen.question.split())
        assert "Your magic 8 against its 9, your non-magic 8 against its 9, with 5 life" in question
        assert f"you beat both {beat_both(8, 9, 5):.0%}, {beat_both(8, 9, 7):.0%} using the objects" in question
        await pilot.press("n")
        await settle(pilot)
        assert app.screen is board and board.match.state.dragon_cell < 0
        await pilot.press("home", *["down"] * index, "enter")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert board.match.state.dragon_cell >= 0


def test_the_kingdom_map_never_wraps_and_numbers_its_rows_and_columns():
    session = kingdom_table()
    state: Any = session.state
    for row in range(1, 7):
        place(state, row, 3, C.zones[f"green-{row + 1:02d}"].title)
    view = state.view(0)
    assert fit(58, 19) is COMPACT and fit(59, 40) is NORMAL  # the whole Kingdom's 7 columns fit
    assert fit(94, 40) is WIDE and fit(94, 49) is TALL  # tall where all 8 rows fit too
    for size, width in ((COMPACT, 41), (NORMAL, 40), (WIDE, 60), (TALL, 60)):
        lines = mosaic(view, size).plain.split("\n")
        assert all(len(line) <= width for line in lines)
        assert lines[0].split() == ["3", "4", "5", "6"]
        assert [line.split()[0] for line in lines[1:] if line[:3].strip()] == [str(r) for r in range(1, 9)]
    assert "Bandits…" in mosaic(view, WIDE).plain and "Bandits on" in mosaic(view, TALL).plain
    assert "Bandits" not in mosaic(view, NORMAL).plain


def at_the_armoury(coins: int) -> Match:
    """A lone adventurer with `coins`, just arrived at the Royal Armoury (non-magic weapons only)."""
    session = Match.new("cartaventuras", {"mode": "standard", "players": 1}, 4, [Seat()])
    state: Any = session.state
    place(state, 1, 3, "Royal Armoury")
    stand(state, 0, kingdom.start_cell(1))
    state.players[0].coins = coins
    state.apply(next(a for a in state.legal_actions() if a.kind == "move" and a.args == ("down",)))
    assert state.phase == "shop"
    return session


async def shop_rows(make_app, session: Match) -> tuple[str, dict[str, str]]:
    """The shop panel's heading and its rows by ware, as the board shows them."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await open_session(app, pilot, session)
        lines = str(board.query_one("#carta-shop").render()).split("\n")
    return lines[0], {line.split(" · ")[0].strip(): line for line in lines[1:] if line.strip()}


async def test_the_shop_lists_every_ware_with_its_price_and_marks_what_you_cannot_buy(make_app):
    heading, row = await shop_rows(make_app, at_the_armoury(6))
    assert heading == "Wares (you have 6 coins)"
    assert row["Dagger"].endswith("2 coins")
    assert row["Halberd"].endswith("7 coins — too dear")
    assert row["Wand of Sparks"].endswith("3 coins — not sold here")
    assert "nonmagic attack 3" in row["Dagger"]


async def test_one_coin_is_said_as_one_coin_in_the_shop_and_on_the_card(make_app):
    session = at_the_armoury(1)
    heading, row = await shop_rows(make_app, session)
    assert heading == "Wares (you have 1 coin)"
    assert row["Mace"].endswith("· 1 coin")
    mace = next(card for card in catalogue().orange.values() if card.title == "Mace")
    face = str(CartaventurasFaces().face(mace.id, session.state.view(0), 0))
    assert "price 1 coin\n" in face and "coins" not in face


async def test_the_kingdom_map_keeps_its_box_size_as_the_kingdom_grows(make_app):
    # Issue 35: at 120x40 the boxes jumped between full and compact from one move to the next.
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = kingdom_table()
        state: Any = session.state
        board = await open_session(app, pilot, session)
        widths = set()
        for row in range(1, 8):
            for col in (3, 1, 5, 0, 6):
                if state.grid[row * kingdom.COLS + col] is None:
                    state.grid[row * kingdom.COLS + col] = state.decks[("green", "red", "blue", "purple")[col % 4]].pop()
                board.refresh_table()
                await settle(pilot)
                lines = str(board.query_one("#carta-mosaic").render()).split("\n")
                widths.add(next(len(part) for part in lines[1].split() if part.startswith("┌")))
        assert len(widths) == 1


def test_a_sword_fragment_reads_as_a_fragment_not_a_map_fragment():
    faces = CartaventurasFaces()
    view = kingdom_table().view(0)
    blade = card_id("Sword Fragment (Blade)")
    assert "map fragment" not in str(faces.summary(blade, view, 0))
    assert str(faces.face(blade, view, 0)).split("\n")[1].startswith("Fragment")
