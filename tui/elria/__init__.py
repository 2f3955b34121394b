"""Open World: Elria's board screen."""
