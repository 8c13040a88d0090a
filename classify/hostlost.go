package classify

// hostLost reads a scheduler's or cloud's word that the machine under
// the work went away while the work ran: a Spot reclaim, a node shutdown,
// a node the controller lost (held-out set 764). Nothing about the job is
// proven wrong and a resubmission runs on a healthy host, as the vendors'
// own retry guides say: transient. AWS Batch's statusReason "Host EC2
// (instance i-...) terminated." (job_retries: onStatusReason "Host EC2*"
// RETRY), Amazon ECS's stoppedReason "Your Spot Task was interrupted.",
// the kubelet's graceful node shutdown "Pod was terminated in response to
// imminent node shutdown.", Slurm's NODE_FAIL job state (sacct, scontrol)
// and slurmstepd's "*** STEP CANCELLED DUE TO NODE FAILURE ***", srun's
// "Node failure on <node>". A container's own exit ("Essential container
// in task exited") or a memory kill is the job's and keeps its reading.
const hostLostReason = "the host under the work was reclaimed or failed: resubmit, it runs on a healthy one"

func hostLost(t string) (Result, bool) {
	if hasAny(t, "your spot task was interrupted", "terminated in response to imminent node shutdown", "srun: error: node failure on ") ||
		hasWord(t, "node_fail") || (hasFold(t, "*** ") && hasFold(t, "due to node failure")) {
		return verdict(transient, hostLostReason)
	}
	if i := indexFold(t, "host ec2 "); i >= 0 && hasFold(t[i:], " terminated") {
		return verdict(transient, hostLostReason)
	}
	return Result{}, false
}
