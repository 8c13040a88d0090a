package classify

import "testing"

// TestIndependentCases741 runs held-out set 741: configuration, coordination and feature-flag services (etcd, Consul, ZooKeeper, SSM Parameter Store, LaunchDarkly, Unleash), labelled blind.
func TestIndependentCases741(t *testing.T) {
	runIndependent(t, "testdata/independent741.jsonl", false)
}
