"""The app frame: the loop, the scene stack, the window, sound, fonts, the look, menus' widgets, the frame trace."""
