package classify

import "strings"

// dagsterErrorTypes: the error members of Dagster's GraphQL result unions
// (launchPipelineExecution / launchRun and the queries beside them),
// named by "__typename" in a 200 body whose "message" is free text
// (dagster-graphql schema/errors.py and pipelines/config.py). The type
// name is the service's own code for the failure, as an error code is:
// "Preset x not found in pipeline y" is an argument the pipeline does not
// define (invalid), not a missing object, and "Cannot define mode when
// using a preset" is a contradiction in the call, not a conflicting
// operation. PythonError is a wrapper with no kind of its own: its
// message keeps its reading (a DagsterUserCodeUnreachableError stays
// transient). Set 1674.
var dagsterErrorTypes = map[string]kindReason{
	"PipelineNotFoundError":           {premise, "Dagster: no job or pipeline by that name in the code location: replan the selector"},
	"GraphNotFoundError":              {premise, "Dagster: no graph by that name in the code location: replan the selector"},
	"RepositoryNotFoundError":         {premise, "Dagster: no repository by that name in the code location: replan the selector"},
	"RepositoryLocationNotFound":      {premise, "Dagster: no code location by that name: replan the selector"},
	"RunNotFoundError":                {premise, "Dagster: the run does not exist"},
	"ScheduleNotFoundError":           {premise, "Dagster: the schedule does not exist in the loaded repository"},
	"SensorNotFoundError":             {premise, "Dagster: the sensor does not exist in the loaded repository"},
	"PartitionSetNotFoundError":       {premise, "Dagster: the partition set does not exist"},
	"PipelineSnapshotNotFoundError":   {premise, "Dagster: the pipeline snapshot is not in this instance"},
	"SchedulerNotDefinedError":        {premise, "Dagster: the instance has no scheduler configured"},
	"PresetNotFoundError":             {invalid, "Dagster: the call names a preset the pipeline does not define: fix the preset"},
	"ModeNotFoundError":               {invalid, "Dagster: the call names a mode the pipeline does not define: fix the mode"},
	"NoModeProvidedError":             {invalid, "Dagster: the pipeline has several modes and the call names none: pick one of those listed"},
	"ConflictingExecutionParamsError": {invalid, "Dagster: the execution params contradict each other (a preset with a mode or config): drop one"},
	"InvalidStepError":                {invalid, "Dagster: the call names a step the job does not have"},
	"InvalidOutputError":              {invalid, "Dagster: the call names an output the step does not have"},
	"InvalidSubsetError":              {invalid, "Dagster: the op or asset selection does not resolve in the job: fix the selection"},
	"RunConfigValidationInvalid":      {invalid, "Dagster: the run config does not validate against the job's config schema: fix the config"},
	"PipelineConfigValidationInvalid": {invalid, "Dagster: the run config does not validate against the pipeline's config schema: fix the config"},
	"InvalidPipelineRunsFilterError":  {invalid, "Dagster: the runs filter is malformed"},
	"RunConflict":                     {conflict, "Dagster: a run with that run id already exists: carry it forward"},
	"UnauthorizedError":               {denied, "Dagster: the caller is not authorized for this operation"},
}

// dagsterErrorType reads a Dagster GraphQL error member by its __typename.
// Gated on the raw marker; a type name not in the table (a success, a
// PythonError, another GraphQL server's type) is left to the other readers.
func dagsterErrorType(text string) (Result, bool) {
	if !strings.Contains(text, `"__typename"`) {
		return Result{}, false
	}
	e, ok := dagsterErrorTypes[jsonString(text, "__typename")]
	if !ok {
		return Result{}, false
	}
	return verdict(e.kind, e.reason)
}
