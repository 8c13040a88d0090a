package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 77519129: 30/38 overall, 11/17 tricky.
func TestIndependentCases1257(t *testing.T) {
	runIndependent(t, "testdata/independent1257.jsonl", true)
}

// TestGeneralise1257TerraformVerdicts holds Terraform's and OpenTofu's own
// verdicts on a run (toolwords.go otherToolWords): a reference to an
// undeclared block wrapped at the terminal's width (invalid), a plan that
// would destroy a prevent_destroy object (denied), drift found by a refresh
// (premise), a required_version this binary does not meet (premise).
func TestGeneralise1257TerraformVerdicts(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"undeclared wrapped", "exec", 1, "", "Error: Reference to undeclared resource\n\n  on outputs.tf line 3, in output \"x\":\n   3:   value = aws_s3_bucket.w1257_logs.arn\n\nA managed resource \"aws_s3_bucket\" \"w1257_logs\" has not been declared in\nthe root module.", rung.KindInvalid},
		{"undeclared module wrapped", "exec", 1, "", "Error: Reference to undeclared resource\n\nA managed resource \"aws_iam_role\" \"w1257\" has not been declared in\nmodule.w1257_net.", rung.KindInvalid},
		{"undeclared one line", "", 0, "", "Error: Reference to undeclared input variable: An input variable with the name \"w1257_region\" has not been declared in the root module.", rung.KindInvalid},
		{"prevent_destroy", "exec", 1, "", "Error: Instance cannot be destroyed\n\nResource aws_rds_cluster.w1257 has lifecycle.prevent_destroy set, but the plan calls for this resource to be destroyed.", rung.KindDenied},
		{"prevent_destroy tofu", "", 0, "", "Error: Instance cannot be destroyed: Resource google_sql_database_instance.w1257 has lifecycle.prevent_destroy set, but the plan calls for this resource to be destroyed. To avoid this error and continue with the plan, either disable lifecycle.prevent_destroy or reduce the scope of the plan using the -target flag.", rung.KindDenied},
		{"drift terraform", "exec", 2, "", "Note: Objects have changed outside of Terraform\n\nTerraform detected the following changes made outside of Terraform since the\nlast \"terraform apply\":\n\n  # aws_instance.w1257 has changed", rung.KindPremise},
		{"drift opentofu", "exec", 2, "", "Note: Objects have changed outside of OpenTofu\n\nOpenTofu detected the following changes made outside of OpenTofu since the\nlast \"tofu apply\":", rung.KindPremise},
		{"core version terraform", "exec", 1, "", "Error: Unsupported Terraform Core version\n\nThis configuration does not support Terraform version 1.5.7. To proceed, either choose another supported Terraform version or update this version constraint.", rung.KindPremise},
		{"core version opentofu", "exec", 1, "", "Error: Unsupported OpenTofu Core version\n\nThis configuration does not support OpenTofu version 1.6.2.", rung.KindPremise},
		// Near misses keep their kind.
		{"cycle", "exec", 1, "", "Error: Cycle: aws_security_group.w1257_a, aws_security_group.w1257_b", rung.KindInvalid},
		{"plain 403", "", 0, "", "403 Forbidden: you may not destroy this instance", rung.KindDenied},
		{"unsupported argument", "exec", 1, "", "Error: Unsupported argument\n\nAn argument named \"w1257_flag\" is not expected here.", rung.KindInvalid},
	})
}

// TestGeneralise1257CloudProviderWords holds the cloud providers' words as
// the Terraform providers print them: GCE's resource in use by another
// resource (premise; worldstate's "in use by another" kin), Azure's
// AuthorizationFailed (denied, though it ends "or the scope is invalid")
// and StorageAccountAlreadyTaken in autorest's text (invalid, the
// bucket-name ruling), and kubernetes_manifest's NoKindMatchError naming
// the group alone (k8stext.go noKindMatch).
func TestGeneralise1257CloudProviderWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gce network in use", "exec", 1, "", "Error: Error waiting for Deleting Network: The network resource 'projects/w1257-p/global/networks/w1257-vpc' is already being used by 'projects/w1257-p/global/firewalls/w1257-fw'", rung.KindPremise},
		{"gce subnet in use", "", 0, "", "Error when deleting subnetwork: The subnetwork resource 'projects/w1257-p/regions/us-east1/subnetworks/w1257-sn' is already being used by 'projects/w1257-p/zones/us-east1-b/instances/w1257-vm'", rung.KindPremise},
		{"azure authz autorest", "exec", 1, "", "Error: creating Resource Group \"w1257-rg\": Status=403 Code=\"AuthorizationFailed\" Message=\"The client 'a1257' with object id 'a1257' does not have authorization to perform action 'Microsoft.Resources/subscriptions/resourcegroups/write' over scope '/subscriptions/s/resourcegroups/w1257-rg' or the scope is invalid. If access was recently granted, please refresh your credentials.\"", rung.KindDenied},
		{"azure authz az cli", "", 0, "", "(AuthorizationFailed) The client 'ci@w1257.example' with object id 'b1257' does not have authorization to perform action 'Microsoft.Storage/storageAccounts/write' over scope '/subscriptions/s/resourceGroups/w1257-rg' or the scope is invalid.", rung.KindDenied},
		{"azure storage taken autorest", "exec", 1, "", "Error: creating Azure Storage Account \"w1257sa\": storage.AccountsClient#Create: Failure sending request: StatusCode=409 -- Original Error: Code=\"StorageAccountAlreadyTaken\" Message=\"The storage account named w1257sa is already taken.\"", rung.KindInvalid},
		{"azure storage taken go-azure-sdk", "", 0, "", "performing Create: unexpected status 409 (409 Conflict) with error: StorageAccountAlreadyTaken: The storage account named w1257sa is already taken.", rung.KindInvalid},
		{"k8s manifest crd group", "exec", 1, "", "Error: Failed to determine GroupVersionResource for manifest\n\nno matches for kind \"Certificate\" in group \"cert-manager.io\"", rung.KindPremise},
		{"k8s manifest builtin group", "exec", 1, "", "Error: Failed to determine GroupVersionResource for manifest\n\nno matches for kind \"Deployment\" in group \"extensions\"", rung.KindInvalid},
		// Near misses keep their kind.
		{"username taken", "", 0, "", "That username is already taken.", rung.KindConflict},
		{"crd version", "", 0, "", "no matches for kind \"Certificate\" in version \"cert-manager.io/v1\"", rung.KindPremise},
		{"builtin version", "", 0, "", "no matches for kind \"HorizontalPodAutoscaler\" in version \"autoscaling/v2beta2\"", rung.KindInvalid},
		{"plain not authorized", "", 0, "", "User: arn:aws:iam::1:user/w1257 is not authorized to perform: s3:PutObject", rung.KindDenied},
	})
}
