package classify

import "testing"

// TestIndependentCases764 runs held-out set 764: batch compute and job schedulers (Slurm, Ray, Dask, AWS Batch, Google Cloud Batch and Vertex AI, Kubernetes Jobs, HTCondor, PBS), labelled blind.
func TestIndependentCases764(t *testing.T) {
	runIndependent(t, "testdata/independent764.jsonl", false)
}
