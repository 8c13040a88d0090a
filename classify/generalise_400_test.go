package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases400 runs held-out set 400: Kubernetes and cloud-native long tail, from the vendors' docs, labelled blind.
func TestIndependentCases400(t *testing.T) {
	runIndependent(t, "testdata/independent400.jsonl", false)
}

// TestGeneralise400 checks a platform's word for a program killed over its
// own memory limit (memkill.go), with near misses.
func TestGeneralise400(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ecs stopped reason", "", 0, "", "OutOfMemoryError: Container killed due to memory usage", rung.KindInvalid},
		{"cloud run memory limit", "", 0, "", "Memory limit of 512 MiB exceeded with 530 MiB used. Consider increasing the memory limit, see https://cloud.google.com/run/docs/configuring/memory-limits", rung.KindInvalid},
		{"nomad oom killed", "", 0, "", "Task \"api\" terminated: Exit Code: 137, Exit Message: \"OOM Killed\"", rung.KindInvalid},
		{"docker inspect", "", 0, "", "container 3f1c2a9e exited (137): State.OOMKilled=true", rung.KindInvalid},
		{"heroku r15", "", 0, "", "Error R15 (Memory quota vastly exceeded) -> Stopping process with SIGKILL", rung.KindInvalid},
		{"k8s status reason", "", 0, "", "containerStatuses[0].lastState.terminated.reason: OOMKilled (exitCode 137)", rung.KindInvalid},
		// Near misses: a store out of memory for its data stays premise, a
		// bare SIGKILL stays transient.
		{"redis maxmemory", "", 0, "", "OOM command not allowed when used memory > 'maxmemory'.", rung.KindPremise},
		{"bare sigkill", "go", 0, "", "signal: killed", rung.KindTransient},
	})
}
