package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases788 runs held-out set 788: container orchestration beyond Kubernetes (ECS, Nomad, Compose/Swarm, App Runner, Container Apps), labelled blind.
// First run at 3b5b5ac: 27/33 overall, 15/21 tricky.
// Fixed later by the lead's ruling after set 1788: i788-swarm-ambiguous (shellwords.go nameWords, serverquotes.go severalMatches).
// Fixed later by the lead: i788-ecs-not-idempotent (aws.go: ECS's 'Creation of service was not idempotent' is a service of that name already active, conflict, as four blind sets read it).
// Tolerated: i788-ecs-pull-timeout: premise vs transient (taxonomy's Go net row: "i/o timeout" is transient, timeout): ECS's troubleshooting page reads this pull timeout as a subnet with no route to ECR, yet the words are a dial timeout that a passing outage also produces, so both readings hold.
// Tolerated: i788-swarm-not-manager: premise vs transient ((b) pending review: Moby maps errSwarmNotManager to errdefs.Unavailable, a 503, and no wording rule reads it): the node's role is the host's state, as daemonWords' "cannot connect to the Docker daemon", but a 503 under a demoted manager is also a fair wait.
// Tolerated: i788-nomad-validation-500: invalid vs transient ((b) pending review: a 500 whose body names no object stays transient, low confidence): Nomad returns job validation errors ("Task group x validation failed ... Missing task driver") under a 500; left for a class rule on validation wording under a 5xx.
func TestIndependentCases788(t *testing.T) {
	runIndependent(t, "testdata/independent788.jsonl", true, "i788-ecs-pull-timeout", "i788-swarm-not-manager", "i788-nomad-validation-500")
}

// TestGeneralise788: a rollout whose new tasks never pass their health
// checks, in other schedulers' words (worldstate.go failedStartWords), and
// near misses: a single probe failure or an unhealthy upstream stays
// transient, "not ready" alone stays a phase that ends.
func TestGeneralise788(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "ECS stoppedReason container health checks (stopped-task-errors)", msg: "Task failed container health checks", want: rung.KindPremise},
		{name: "Nomad DeploymentStatusDescriptionFailedAllocations", msg: "Deployment \"4b7e2c1d\" failed: Failed due to unhealthy allocations", want: rung.KindPremise},
		{name: "Nomad DeploymentStatusDescriptionProgressDeadline", msg: "Deployment \"9c0d3e2f\" failed: Failed due to progress deadline", want: rung.KindPremise},
		{name: "CodeDeploy HEALTH_CONSTRAINTS", code: "HEALTH_CONSTRAINTS", msg: "The overall deployment failed because too many individual instances failed deployment, too few healthy instances are available for deployment, or some instances in your deployment group are experiencing problems.", want: rung.KindPremise},
		{name: "swarmkit updater pause", msg: "update paused due to failure or early termination of task ql4x7bq2w3e0r9t8y7u6i5o4p", want: rung.KindPremise},
		{name: "near miss: kubelet readiness probe stays transient", msg: "Readiness probe failed: HTTP probe failed with statuscode: 503", want: rung.KindTransient},
		{name: "near miss: envoy no healthy upstream stays transient", status: 503, msg: "no healthy upstream", want: rung.KindTransient},
	})
}
