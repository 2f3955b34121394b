"""Small modal dialogs: dice, confirmations, names."""
