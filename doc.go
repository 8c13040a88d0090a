// Package rung makes an AI agent's response to a failed step proportional to
// what actually broke. When a tool call in a multi-step plan fails, rung
// reads the failure, decides what it proves false, and climbs the recovery
// ladder only as far as that evidence allows. It stops a run as soon as the
// run has nothing left to learn, on evidence (a repeated plan fingerprint, a
// repeated failure signature, a spent budget), not on a count, and hands a
// person a report they can act on in a minute.
//
// The root package is the vocabulary and the engine, and imports only the
// standard library. Classifier presets live in package classify, ledger
// drivers in package ledger, test helpers in package rungtest.
//
// # The ladder
//
// Each rung costs more than the one below it, and is climbed only when the
// one below is provably wrong:
//
//   - retry: same tool, same arguments, later (with backoff and jitter);
//   - repair: same sub-goal, new arguments from a narrow model turn;
//   - skip: drop the step, carrying the fact it discovered forward;
//   - reroute: a declared alternative tool for the same sub-goal;
//   - probe: a diagnostic call whose only job is an observation;
//   - replan: new remaining steps from a broad model turn;
//   - replay: re-run a side-effecting step behind the same idempotency key;
//   - handback: stop with the world consistent, and say what to decide;
//   - abort: stop; the world may be inconsistent; reconcile first.
//
// [Decide] picks the rung. It is a pure function of the failure, the step's
// and the run's history, the budget, the [Policy] and the time, and applies
// its rules in order: poison, uncertain side effect, convergence, the
// failure's kind with per-step budgets that fall upward, and the shared
// budget. Its [Decision] names the rule and the evidence.
//
// # Failures as values
//
// A [Failure] carries its verdict: its [Kind] (what it proves false),
// the verbatim message, protocol status and code, Retry-After, the plan
// steps it invalidates, whether the attempt may have changed the world
// ([Effect]), the fact a conflict discovered, and what it touched. Tools
// that know what they throw return one:
//
//	return nil, rung.Premise(err, "select_supplier")
//	return nil, rung.Conflict(err, map[string]any{"po_id": existing})
//	return nil, rung.RetryAfter(30*time.Second, err)
//
// Errors that are not classified go through the engine's [Classifier].
//
// # The engine
//
// [Engine.Run] executes a [Plan]: for each step it checks the
// preconditions, claims an idempotency key for side-effecting tools, calls
// the tool under a per-attempt context, and on failure classifies, decides
// and acts. Later steps refer to earlier outputs as "${step.field}", so a
// skipped step's discovered fact flows into them. Every transition is an
// [Event] sent to the [Observer] values, and the run ends in a [Report]
// rendered as text, Markdown or JSON.
//
//	engine := &rung.Engine{
//		Tools:   tools,
//		Planner: planner,           // repairs and replans
//		Ledger:  ledger.NewMemory(nil),
//		Policy:  rung.Interactive(),
//		Limits:  rung.Limits{Deadline: 20 * time.Second, Tokens: 8000},
//	}
//	report, err := engine.Run(ctx, plan)
//	if err != nil {
//		return err
//	}
//	if report.Outcome != rung.OutcomeCompleted {
//		fmt.Print(report.Text())
//	}
//
// # Budgets
//
// A run has one shared budget ([Limits]: deadline, tokens, tool calls,
// model calls, cost), charged by every model call (plan generation
// included) and every tool call, and checked before each rung, including
// the wait before a retry and the call's expected duration: rung does not
// start what it cannot finish; it hands back. Steps have their own retry,
// repair and reroute budgets, and the run a soft replan budget ([Policy]).
// [BudgetState.Line] renders what is left as one line ("1 retry, 8 s, 6,200
// tokens left"), and every planner prompt carries it.
//
// # Convergence
//
// A plan's [Fingerprint] hashes its ordered (tool, identifying arguments)
// pairs, so a plan that repeats the same actions with a region hint or a
// wait fingerprints the same; a failure's [Signature] is (tool, code or
// kind, target). A new plan whose fingerprint repeats an earlier plan's
// ends the run, and a signature seen in two different plans ends that
// approach ([Convergence]). Transient failures never count. [Lint] warns
// about tools whose identifying arguments are not declared, since the rules
// are only as good as those lists.
//
// # Ledger
//
// A side effect runs at most once per idempotency key. The [Ledger]
// interface has the semantics of Stripe's idempotency keys: a claim
// returns new (with a lease and a fencing token), in flight, done (the
// stored outcome) or mismatch. The engine claims before every call of a
// tool with SideEffects, passes the key downstream ([WithIdempotencyKey]),
// and when an attempt may have changed the world it replays behind the same
// key if the tool accepts one, and aborts otherwise.
//
// # Durable runs
//
// With [Engine.Checkpoints] set (package durable adapts the ledger's SQL
// stores), every completed step is checkpointed, and [Engine.Resume]
// continues a cancelled or crashed run under its own id without running its
// recorded steps again. A plan that no longer matches the record (a step
// renamed, reordered or changed) is a [Divergence]: the resume hands back
// and runs nothing.
package rung
