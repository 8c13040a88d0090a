package classify

import "testing"

// First run at c42c14d7: 28/36 overall, 13/19 tricky.
// All eight misses mended by class (Google IAM's hedge on the text path,
// a CLI's local profile/context name or headless prompt, an AWS endpoint
// whose region the call made up, a plural of a kubectl short name); the
// set is strict with nothing tolerated.
func TestIndependentCases1429(t *testing.T) {
	runIndependent(t, "testdata/independent1429.jsonl", true)
}

// TestGeneralise1429GoogleIAMHedgeText: Google IAM's permission-first
// refusal "Permission 'x' denied on resource|service account ... (or it may
// not exist)" is denied on the text path too (gcloud prints it with no 403
// beside it), as the ruling of sets 15, 34, 328 and 355 reads it under a
// status. Sources: google-github-actions/deploy-cloudrun#182,
// alphagov/govuk-knowledge-graph-gcp#806.
func TestGeneralise1429GoogleIAMHedgeText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gcloud run resource may not exist", "exec", 1, "", "ERROR: (gcloud.run.deploy) PERMISSION_DENIED: Permission 'run.services.get' denied on resource 'namespaces/p/services/s' (or resource may not exist).", denied},
		{"actAs on service account", "exec", 1, "", "ERROR: (gcloud.run.deploy) PERMISSION_DENIED: Permission 'iam.serviceaccounts.actAs' denied on service account run@p.iam.gserviceaccount.com (or it may not exist).", denied},
		{"bare it may not exist", "", 0, "", "Permission 'pubsub.topics.publish' denied on resource 'projects/p/topics/t' (or it may not exist).", denied},
		{"denied for resource", "exec", 1, "", "ERROR: (gcloud.secrets.versions.access) PERMISSION_DENIED: Permission 'secretmanager.versions.access' denied for resource 'projects/p/secrets/s/versions/latest' (or it may not exist).", denied},
		{"near miss: gemini file gone", "grpc", 0, "PERMISSION_DENIED", "You do not have permission to access the File abc123 or it may not exist.", premise},
		{"near miss: plain missing resource", "exec", 1, "", "ERROR: (gcloud.run.services.describe) Resource 'namespaces/p/services/s' does not exist.", premise},
		{"near miss: api not enabled under PERMISSION_DENIED", "exec", 1, "", "ERROR: (gcloud.run.deploy) PERMISSION_DENIED: Cloud Run Admin API has not been used in project 12 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/run.googleapis.com/overview?project=12 then retry.", premise},
	})
}

// TestGeneralise1429LocalConfigName: a CLI told to use a profile or
// context by a name its own local config does not hold, or to answer a
// prompt headless, failed on its argument: invalid. Sources:
// aws/aws-cli#370 (botocore ProfileNotFound, exit 253), ansible/awx#7549
// and kubernetes/kubectl#544 (kubectl config use-context),
// kubernetes-sigs/kind#3034 (client-go), setup-gcloud#108 (gcloud).
func TestGeneralise1429LocalConfigName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"aws profile", "exec", 253, "", "The config profile (staging) could not be found", invalid},
		{"botocore exception", "", 0, "", "botocore.exceptions.ProfileNotFound: The config profile (null) could not be found", invalid},
		{"kubectl use-context", "exec", 1, "", "error: no context exists with the name: \"prod\".", invalid},
		{"client-go context", "exec", 1, "", "Error in configuration: context was not found for specified context: kind-kind", invalid},
		{"gcloud headless prompt", "exec", 1, "", "ERROR: (gcloud.container.clusters.delete) This prompt could not be answered because you are not in an interactive session.  You can re-run the command with the --quiet flag to accept default answers for all prompts.", invalid},
		{"near miss: no credentials", "exec", 253, "", "Unable to locate credentials. You can configure credentials by running \"aws configure\".", denied},
		{"near miss: azure resource group not found", "exec", 1, "", "(ResourceGroupNotFound) Resource group 'rg-x' could not be found.\nCode: ResourceGroupNotFound\nMessage: Resource group 'rg-x' could not be found.", premise},
		{"near miss: kubectl unauthorized", "exec", 1, "", "error: You must be logged in to the server (Unauthorized)", denied},
	})
}

// TestGeneralise1429AWSEndpointRegion: an AWS endpoint host that the
// call's own region made up (an Availability Zone as the region, or a
// us-east-1-only service addressed elsewhere) is invalid, whatever the
// connection failure says; a real region's unreachable endpoint stays
// transient. Sources: cloudavail/aws-missing-tools#97, aws/chalice#89,
// aws/aws-cli#2102 and #7415.
func TestGeneralise1429AWSEndpointRegion(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cli az as region", "exec", 255, "", "Could not connect to the endpoint URL: \"https://ec2.us-east-1a.amazonaws.com/\"", invalid},
		{"chalice az as region", "", 0, "", "Error: Error when deploying: Could not connect to the endpoint URL: \"https://lambda.us-east-1a.amazonaws.com/2015-03-31/functions/chalice-demo\"", invalid},
		{"go no such host", "go", 0, "", "operation error EC2: DescribeInstances, https response error StatusCode: 0, RequestID: , request send failed, Post \"https://ec2.eu-west-2b.amazonaws.com/\": dial tcp: lookup ec2.eu-west-2b.amazonaws.com: no such host", invalid},
		{"support off us-east-1", "exec", 255, "", "Could not connect to the endpoint URL: \"https://support.eu-west-1.amazonaws.com/\"", invalid},
		{"route53domains off us-east-1", "exec", 255, "", "Could not connect to the endpoint URL: \"https://route53domains.us-west-1.amazonaws.com/\"", invalid},
		{"near miss: real region unreachable", "exec", 255, "", "Could not connect to the endpoint URL: \"https://ec2.us-east-1.amazonaws.com/\"", transient},
		{"near miss: support in us-east-1", "exec", 255, "", "Could not connect to the endpoint URL: \"https://support.us-east-1.amazonaws.com/\"", transient},
		{"near miss: s3 global endpoint", "exec", 255, "", "Could not connect to the endpoint URL: \"https://s3.amazonaws.com/\"", transient},
	})
}

// TestGeneralise1429KubectlShortNamePlural: kubectl accepts a built-in's
// short name or its full plural, never a plural of the short name, so
// "the server doesn't have a resource type \"pvs\"" is the call's misnaming
// (invalid); a short name the server lacks, or an unknown short name,
// stays with the CRD-not-installed reading. Source:
// agapoff/check_kubernetes#20.
func TestGeneralise1429KubectlShortNamePlural(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pvs", "exec", 1, "", "error: the server doesn't have a resource type \"pvs\"", invalid},
		{"svcs", "exec", 1, "", "error: the server doesn't have a resource type \"svcs\"", invalid},
		{"deploys", "exec", 1, "", "error: the server doesn't have a resource type \"deploys\"", invalid},
		{"near miss: crd short name", "exec", 1, "", "error: the server doesn't have a resource type \"crd\"", premise},
		{"near miss: custom resource", "exec", 1, "", "error: the server doesn't have a resource type \"certificates\"", premise},
		{"near miss: custom short plural", "exec", 1, "", "error: the server doesn't have a resource type \"vms\"", premise},
	})
}
