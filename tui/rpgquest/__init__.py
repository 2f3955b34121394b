"""RPGQuest's board in the app: the map of Arcádia at a glance and every group."""
