"""The whole program in child processes, as a player runs it: tools.shots at three
window sizes, the monkey at every game, a real X window. The suite's longest part,
always run by ``make test``; the tests here start first (tests/conftest.py) so that
the short tests fill in around them on both workers."""
