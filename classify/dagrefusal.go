package classify

import "strings"

// dagRefusalWords: Apache Airflow's refusal to trigger a DAG for the DAG's
// own state, sent as 400 Bad Request (set 1674). The request is well
// formed; the DAG cannot run: its file fails to import (Airflow 2's
// api_connexion post_dag_run "DAG with dag_id: 'x' has import errors",
// Airflow 3's "... has import errors and cannot be triggered"), or its
// allowed_run_types exclude the kind asked for (Airflow 3's ValueError
// "Dag with dag_id: 'x' does not allow manual runs", "... does not allow
// backfill runs"). Premise: fix or replace the DAG, then trigger; no
// argument repairs it. A malformed body (a bad logical_date, unknown conf
// keys) keeps the 400's invalid.
var dagRefusalWords = []pattern{
	{text: "has import errors", kind: premise, reason: "the DAG's file fails to import (Airflow import errors): the DAG cannot run until it is fixed, the trigger itself is fine"},
	{text: "does not allow manual runs", kind: premise, reason: "the DAG's allowed run types exclude manual runs (Airflow): this DAG cannot be triggered by hand, replan"},
	{text: "does not allow backfill runs", kind: premise, reason: "the DAG's allowed run types exclude backfills (Airflow): replan"},
}

// dagRefusal reads dagRefusalWords under a 4xx that alone would read the
// request as wrong; gated on Airflow's "with dag_id: " before any fold.
func dagRefusal(text string) (Result, bool) {
	if !strings.Contains(text, "with dag_id: ") {
		return Result{}, false
	}
	return matchWords(dagRefusalMatcher, text)
}

var dagRefusalMatcher = newMatcher(dagRefusalWords)
