"""The one error a player can cause."""


class IllegalAction(ValueError):
    """An action the rules refuse, or notation that does not parse.

    The message is written for the player ("You must follow Guard Dogs: you hold G4");
    the game state is unchanged when it is raised.
    """
