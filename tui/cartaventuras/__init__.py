"""Cartaventuras' board screen."""
