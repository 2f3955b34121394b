"""RPGQuest: A Jornada do Herói — the hex-map sandbox on the map of Arcádia.

Built a piece at a time on the engine contract: so far the world (hex geometry, the
Kingdom tiles, the Locations and the layout of the map). The game itself is not yet
registered in `engine.GAMES`.
"""
