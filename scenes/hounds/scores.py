"""The scores: the score and tie-break tracks (their meeples eased towards the scores),
the round's summary, the game's result in words and its columns at the game's end."""
from __future__ import annotations

from game.language import _, ngettext
from scenes.table.results import Summary
from scenes.hounds.sheet import Tracks


class Scores:
    """Mixed into the Hounds table: the scores and tie-breaks shown and aimed at."""

    @staticmethod
    def tiebreak(view) -> list[int]:
        return view["walked_value"] if view["mode"] == "single" else view["badness"]

    def tracks(self, view) -> Tracks:
        g = self.geo()
        tie = self.tiebreak(view)
        key = (g.size, self.single, tuple(self.target_scores), tuple(tie), g.tracks.topleft, g.tracks.size)
        if self._tracks is None or self._tracks[0] != key:
            self._tracks = (key, Tracks(g.tracks, g.size, self.single, self.target_scores, tie))
        return self._tracks[1]

    def ease_tracks(self, dt: float) -> None:
        rate = min(1.0, dt * 5)
        for shown, target in ((self.shown_scores, self.target_scores), (self.shown_tie, self.target_tie)):
            for i, goal in enumerate(target):
                gap = goal - shown[i]
                shown[i] = goal if abs(gap) < 0.02 else shown[i] + gap * rate

    def result_words(self, result: dict) -> str:
        names = self.match.names
        parts = []
        winners = result["winners"]
        if winners:
            parts.append(ngettext("{names} wins", "{names} share the win", len(winners)).format(
                names=_(" and ").join(names[s] for s in winners)))
        else:
            parts.append(_("Nobody wins"))
        if result["houndmaster"] is not None:
            parts.append(_("{name} becomes Houndmaster").format(name=names[result['houndmaster']]))
        if result["fired"]:
            parts.append(_("{names} fired").format(names=", ".join(names[s] for s in result["fired"])))
        return " · ".join(parts)

    def round_over(self, event) -> None:
        data = event.data
        names = self.match.names
        view = self.match.view(None)
        tie = self.tiebreak(view)
        rows = []
        for row in data["rows"]:
            seat = row["seat"]
            delta = row["delta"]
            change = _("exact") if delta == 0 else (_("+{delta} (overtime)").format(delta=delta) if delta > 0
                                                    else _("{delta} (slacked)").format(delta=delta))
            rows.append([names[seat], str(row["promise"]), str(row["worked"]), change, str(row["score"]), str(tie[seat])])
        note = _("Each shift worked beyond the promise moves a meeple up; each promised shift not worked moves it "
                 "down. End on 0 or just above to win; below 0 means probation.")
        title = _("The single round is scored") if self.single else _("Round {round} results").format(round=data['round'])
        self.app.stack.push(Summary(self.app, title, [_("Player"), _("Promised"), _("Worked"), _("Change"), _("Score"),
                                                      _("Walked") if self.single else _("Badness")], rows, note))

    def final_columns(self):
        result = self.match.result()
        tie = result["walked_value"] if self.single else result["badness"]
        cells = {}
        for seat in range(self.match.players):
            titles = []
            if seat in result["winners"]:
                titles.append(_("Winner"))
            if seat == result["houndmaster"]:
                titles.append(_("Houndmaster"))
            if seat in result["fired"]:
                titles.append(_("Fired"))
            cells[seat] = [str(tie[seat]), ", ".join(titles) or "-"]
        return [_("Walked") if self.single else _("Badness"), _("Title")], cells

    def stat_score(self, seat: int, result: dict):
        score = result["scores"][seat]
        return None if score < 0 else score
