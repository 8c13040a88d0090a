package classify

import "testing"

// First run at a046ea36: 27/36 overall, 10/19 tricky.
// Tolerated: i1788-rm-running: premise vs invalid (ruling): taxonomy's 409 row, set 163 and set 1085 rule Docker's "stop the container before removing or force remove" premise.
// Tolerated: i1788-port-allocated: premise vs invalid (ruling): "port is already allocated" is premise (taxonomy, Docker row with set 1524's EADDRINUSE row).
// Tolerated: i1788-bind-in-use: premise vs invalid (ruling): EADDRINUSE "address already in use" is premise, also quoted in a body (set 1524).
// Tolerated: i1788-pull-access-denied: denied vs premise (ruling): set 382 rules Docker's "pull access denied ... may require 'docker login'" denied, as GitHub's hiding 404.
// Tolerated: i1788-entrypoint-not-exec: denied vs invalid (ruling): set 1448's near miss near-container-eacces holds runc's `exec: "x": permission denied` denied.
// Fixed by the lead's ruling after this set: i1788-service-ambiguous (shellwords.go nameWords).
// Tolerated: i1788-max-depth: unknown vs invalid (one-off): moby's bare "max depth exceeded" (the 125-layer limit) has no family of wordings to read.
func TestIndependentCases1788(t *testing.T) {
	runIndependent(t, "testdata/independent1788.jsonl", true, "i1788-rm-running", "i1788-port-allocated", "i1788-bind-in-use", "i1788-pull-access-denied", "i1788-max-depth", "i1788-entrypoint-not-exec")
}

// Class: Docker's 409 for a container the daemon is restarting, whose own
// remedy is to wait ("is restarting, wait until the container is running";
// moby daemon/attach.go, daemon/errors.go). Near misses: "is not running"
// keeps premise, a name in use keeps conflict.
func TestGeneralise1788Restarting(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"attach", "http", 409, "", `{"message":"container web is restarting, wait until the container is running"}`, transient},
		{"exec", "http", 409, "", `{"message":"Container 3f4e5d6c7b8a is restarting, wait until the container is running"}`, transient},
		{"cli", "exec", 1, "1", "Error response from daemon: Container 3f4e5d6c7b8a is restarting, wait until the container is running\nexit status 1", transient},
		{"not running", "http", 409, "", `{"message":"container d37cde0fe4ad is not running"}`, premise},
		{"name in use", "http", 409, "", `{"message":"Conflict. The container name \"/web\" is already in use by container \"b181eadfe65d\". You have to remove (or rename) that container to be able to reuse that name."}`, conflict},
	})
}

// Class: Docker Compose's up when a depends_on service failed to start or
// never became healthy ("dependency failed to start: ..."; compose
// pkg/compose/convergence.go). Near misses: a single unhealthy probe
// elsewhere and a plain "is not running" keep their readings.
func TestGeneralise1788DependencyFailed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unhealthy", "exec", 1, "1", "dependency failed to start: container app-db-1 is unhealthy\nexit status 1", premise},
		{"exited", "exec", 1, "1", "dependency failed to start: container app-migrate-1 exited (1)\nexit status 1", premise},
		{"bare", "", 0, "", "Error response from daemon: dependency failed to start: container web-redis-1 is unhealthy", premise},
		{"restarting", "http", 409, "", `{"message":"container db is restarting, wait until the container is running"}`, transient},
		{"no healthy upstream", "http", 503, "", "no healthy upstream", transient},
	})
}
