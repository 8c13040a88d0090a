package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 9890a4bc: 20/34 overall, 7/19 tricky.
func TestIndependentCases1296(t *testing.T) {
	runIndependent(t, "testdata/independent1296.jsonl", false)
}

// TestGeneralise1296CIJobLimits: a hosted CI's plan cap on a job's length
// and a pool with no agent meeting the demands read premise; Bitbucket's
// step memory limits read invalid (the step's size is the config's).
func TestGeneralise1296CIJobLimits(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"azure 60 min", "exec", 0, "", `##[error]The job running on agent Hosted Agent ran longer than the maximum time of 60 minutes. For more information, see https://go.microsoft.com/fwlink/?linkid=2077134`, rung.KindPremise},
		{"azure 360 min", "", 0, "", `The job running on agent Azure Pipelines 3 ran longer than the maximum time of 360 minutes.`, rung.KindPremise},
		{"travis limit", "exec", 0, "", `The job exceeded the maximum time limit for jobs, and has been terminated.`, rung.KindPremise},
		{"azure demands", "exec", 0, "", `##[error]No agent found in pool Default which satisfies the specified demands: maven, Agent.OS -equals Linux`, rung.KindPremise},
		{"bitbucket build mem", "exec", 0, "", `Container 'Build' exceeded memory limit.`, rung.KindInvalid},
		{"bitbucket docker mem", "", 0, "", `Service 'docker' exceeded memory limit.`, rung.KindInvalid},
		{"bitbucket min resources", "exec", 0, "", `A step does not have the minimum resources needed to run (1024 MB). Services on the current step are consuming 3072 MB`, rung.KindInvalid},
		// near misses keep their readings
		{"plain timeout", "exec", 0, "", `context deadline exceeded`, rung.KindTransient},
		{"executor wait", "http", 200, "", `Waiting for next available executor on ‘w1296-linux’`, rung.KindTransient},
		{"agent lost", "exec", 0, "", `Exited with status -1 (agent lost)`, rung.KindTransient},
	})
}
