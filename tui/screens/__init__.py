"""The app's screens: menu, new game, boards, game over, replays, help."""
