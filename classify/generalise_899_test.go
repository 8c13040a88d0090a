package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 07f7ba55: 32/36 overall, 13/16 tricky.
// Tolerated: i899-docker-port-allocated: premise vs invalid (docs/taxonomy.md's premise row: Docker "port is already allocated"; set 31: "a key, port or address another object holds ... premise"): another container holds the port (the host's state), yet the usual next step is the same run with another -p host port, a repair of the argument.
// Tolerated: i899-kubectl-ssa-conflict: premise vs invalid (Kubernetes row: "`Conflict` from server-side apply ("Apply failed with N conflicts") premise", set 470): field ownership is the cluster's state, yet kubectl's own text names the argument repairs (--force-conflicts, or drop the fields from the manifest).
// Passes since the lead's container-command ruling (containercmd.go, 10 blind labels to 1): i899-ctr-exec-notfound.
func TestIndependentCases899(t *testing.T) {
	runIndependent(t, "testdata/independent899.jsonl", true, "i899-docker-port-allocated", "i899-kubectl-ssa-conflict")
}

// A command-line refusal that names the flag which lets the same call go
// ahead is invalid; one whose cause is another object keeps its kind.
func TestGeneralise899(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "kubectl drain daemonset", msg: "error: cannot delete DaemonSet-managed Pods (use --ignore-daemonsets to ignore): kube-system/kube-proxy-4xk8p", want: rung.KindInvalid},
		{name: "kubectl drain emptydir", msg: "error: cannot delete Pods with local storage (use --delete-emptydir-data to override): default/cache-0", want: rung.KindInvalid},
		{name: "git add ignored (builtin/add.c)", msg: "The following paths are ignored by one of your .gitignore files:\ndist\nhint: Use -f if you really want to add them.", want: rung.KindInvalid},
		{name: "git rm staged (builtin/rm.c)", msg: "error: the following file has changes staged in the index:\n    notes.txt\n(use --cached to keep the file, or -f to force removal)", want: rung.KindInvalid},
		{name: "git clean requireForce (builtin/clean.c)", msg: "fatal: clean.requireForce defaults to true and neither -i, -n, nor -f given; refusing to clean", want: rung.KindInvalid},
		{name: "GNU coreutils cp", msg: "cp: -r not specified; omitting directory 'src'", want: rung.KindInvalid},
		{name: "GNU tar", msg: "tar: Refusing to write archive contents to terminal (missing -f option?)", want: rung.KindInvalid},
		// Near misses: a refusal caused by another object keeps its kind.
		{name: "near miss: docker rm running container", msg: "Error response from daemon: You cannot remove a running container 3f1c9a7e2b8d. Stop the container before attempting removal or force remove", want: rung.KindPremise},
		{name: "near miss: docker rmi in use", msg: "Error response from daemon: conflict: unable to delete 3f1c9a7e2b8d (must be forced) - image is being used by stopped container 9b8a7c6d5e4f", want: rung.KindPremise},
		{name: "near miss: kubectl drain PDB", msg: `error when evicting pods/"web-5d8f9c7b6-q8x2m" -n "prod" (will retry after 5s): Cannot evict pod as it would violate the pod's disruption budget.`, want: rung.KindTransient},
	})
}
