package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 999f6cc0: 22/36 overall, 4/14 tricky.
func TestIndependentCases1184(t *testing.T) {
	runIndependent(t, "testdata/independent1184.jsonl", false)
}

// TestGeneralise1184Replay: Temporal's rule id [TMPRL1100] names a replay
// that diverged from history in whatever words the SDK uses after it.
func TestGeneralise1184Replay(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "timer expected", msg: "[TMPRL1100] During replay, a matching Timer command was expected in history event position 7. However, the replayed code did not produce that.", want: rung.KindPremise},
		{name: "activity expected", msg: "[TMPRL1100] During replay, a matching Activity command was expected in history event position 5. However, the replayed code did not produce that.", want: rung.KindPremise},
		{name: "go wording", msg: "[TMPRL1100] nondeterministic workflow: history event is ActivityTaskScheduled, replay command is StartTimer", want: rung.KindPremise},
		{name: "near miss: deadlock rule", msg: "[TMPRL1101] Potential deadlock detected: workflow goroutine \"root\" didn't yield for over a second", want: rung.KindTransient},
		{name: "near miss: activity timeout", msg: "activity error (type: W1184Sync, scheduledEventID: 5, startedEventID: 6, identity: 1@h@): activity StartToClose timeout (type: StartToClose)", want: rung.KindTransient},
	})
}
