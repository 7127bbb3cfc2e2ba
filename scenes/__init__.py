"""Everything on screen: the app loop, scenes, the table renderer, input, menus."""
