package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at c8d08f43: 26/32 overall, 14/19 tricky.
// Passes since the lead's container-command ruling (containercmd.go, 10 blind labels to 1): i1085-kubectl-exec-no-bash.
// Tolerated: i1085-docker-rm-running: premise vs invalid (set 163 row: "You cannot remove a running container" (Docker) premise; set 899 row keeps it premise): the container must first leave its running state, yet the message names force remove, the same call with a flag.
// Tolerated: i1085-docker-port-allocated: premise vs invalid (premise row: Docker "port is already allocated"; as i899-docker-port-allocated): another holder owns the port, yet the usual next step is another -p host port, a repair of the argument.
// Tolerated: i1085-docker-rmi-in-use: premise vs invalid (set 37 row: docker rmi "image is being used by ... container" premise; set 899 row): the image is in use by another object, yet "(must be forced)" names the flag that lets the same call go ahead.
// Tolerated: i1085-docker-build-copy-missing: premise vs invalid (no written ruling; a one-off not fixed in the time): BuildKit's "failed to compute cache key ... not found" says a COPY source is outside the build context, which is the Dockerfile's or the context argument's fault (repair), while the missing-file reading (premise) also holds when the file was never produced.
func TestIndependentCases1085(t *testing.T) {
	runIndependent(t, "testdata/independent1085.jsonl", true, "i1085-docker-rm-running", "i1085-docker-port-allocated", "i1085-docker-rmi-in-use", "i1085-docker-build-copy-missing")
}

// A command-line refusal that names the flag which lets the same call go
// ahead is invalid (set 899's class); kubectl drain's --force and
// --delete-local-data filters are two more of its wordings. A refusal
// caused by another object or a budget keeps its kind.
func TestGeneralise1085(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "kubectl drain unmanaged pods (filters.go)", msg: "error: unable to drain node \"worker-2\" due to error:cannot delete Pods not managed by ReplicationController, ReplicaSet, Job, DaemonSet or StatefulSet (use --force to override): ci/runner-debug, continuing command...", want: rung.KindInvalid},
		{name: "kubectl drain local data (before 1.20)", msg: "error: cannot delete Pods with local storage (use --delete-local-data to override): default/cache-0", want: rung.KindInvalid},
		{name: "kubectl drain daemonset (filters.go)", msg: "error: unable to drain node \"worker-2\" due to error:cannot delete DaemonSet-managed Pods (use --ignore-daemonsets to ignore): monitoring/node-exporter-8kq2v, continuing command...", want: rung.KindInvalid},
		{name: "git add ignored path (builtin/add.c)", msg: "The following paths are ignored by one of your .gitignore files:\nbuild\nhint: Use -f if you really want to add them.", want: rung.KindInvalid},
		{name: "git rm local modifications (builtin/rm.c)", msg: "error: the following file has local modifications:\n    config.yaml\n(use --cached to keep the file, or -f to force removal)", want: rung.KindInvalid},
		{name: "GNU coreutils cp directory", msg: "cp: -r not specified; omitting directory 'charts'", want: rung.KindInvalid},
		{name: "git clean requireForce (builtin/clean.c)", msg: "fatal: clean.requireForce defaults to true and neither -i, -n, nor -f given; refusing to clean", want: rung.KindInvalid},
		{name: "GNU tar no archive", msg: "tar: Refusing to read archive contents from terminal (missing -f option?)", want: rung.KindInvalid},
		// Near misses: same words, another cause.
		{name: "near miss: docker rm running container", msg: "Error response from daemon: You cannot remove a running container 9a8b7c6d5e4f. Stop the container before attempting removal or force remove", want: rung.KindPremise},
		{name: "near miss: docker rmi in use", msg: "Error response from daemon: conflict: unable to delete 9a8b7c6d5e4f (must be forced) - image is being used by running container 1a2b3c4d5e6f", want: rung.KindPremise},
		{name: "near miss: kubectl drain PDB eviction", msg: `error when evicting pods/"api-7c9d8b6f5-x2k4p" -n "payments" (will retry after 5s): Cannot evict pod as it would violate the pod's disruption budget.`, want: rung.KindTransient},
	})
}
