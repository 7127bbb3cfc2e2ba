"""The one error a player can cause."""


class IllegalAction(ValueError):
    """An action the rules refuse, or notation that does not parse.

    The message is written for the player ("You must follow Guard Dogs: you hold G4");
    the game state is unchanged when it is raised, except that ``apply(..., at=t)``
    lets game time pass to ``t`` first: ``events`` holds whatever that passing did
    (a shot clock firing, an automatic pick-up), so a caller that only learns of the
    refusal still hears of every change.
    """

    #: the time-driven events that happened before the refusal (none unless time passed)
    events: tuple = ()
