from game.bots import Bot
LEVELS = {"easy": Bot, "normal": Bot, "hard": Bot}
