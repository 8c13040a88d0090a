package classify

// forceParamWords: a refusal whose message names the force parameter as
// what lets the same call go ahead (held-out set 1733). AWS IoT's
// InvalidStateTransitionException on DeleteJob and DeleteJobExecution,
// "An attempt was made to change to an invalid state, for example by
// deleting a job or a job execution which is "IN_PROGRESS" without
// setting the force parameter." (botocore IoT exceptions; aws-sdk-ruby
// Aws::IoT::Errors), a WordPress REST plugin's "You cannot update the
// primary flag without setting the force parameter to true", a GUI
// library's "cannot be destroyed unless the force parameter is set to
// true". The object and the goal are as the plan believed; the service
// only wants its consent in the call, as kubectl's "(use --force to
// override)" (toolwords.go): invalid, the same call with force set. They
// join statedWords, so awsStated reads them over the code's
// wrong-state spelling. A refusal that force does not lift ("even with
// the force parameter", "force is not supported") matches none of them.
var forceParamWords = []pattern{
	{text: "without setting the force parameter", kind: invalid, reason: "the service refuses the act without the force parameter: the same call with force set"},
	{text: "without specifying the force parameter", kind: invalid, reason: "the service refuses the act without the force parameter: the same call with force set"},
	{text: "unless the force parameter is set", kind: invalid, reason: "the service refuses the act unless the force parameter is set: the same call with force set"},
	{text: "set the force parameter to true", kind: invalid, reason: "the service asks for the force parameter: the same call with force set"},
}
