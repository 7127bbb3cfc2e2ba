"""The data folder: settings, statistics, the autosave, named saves and finished
games, each file written atomically and read back checked against its schema. It
imports no pygame: the desktop app and the server keep their files alike."""
