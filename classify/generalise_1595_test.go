package classify

import "testing"

// First run at 69c907af: 26/34 overall, 9/16 tricky.
// Tolerated: i1595-nomemoryerror-ulimit: invalid vs premise (ruling, set 1312 memkill.go interpreterHeap): Ruby's NoMemoryError under the run's limit is the same program under the same limit, process less or raise it.
// Tolerated: i1595-eaddrinuse-tcpserver: premise vs conflict (ruling, docs/taxonomy.md EADDRINUSE): another process holds the port and the step created nothing, so not conflict.
// Tolerated: i1595-emfile-rb-sysopen: transient vs premise (ruling, docs/taxonomy.md Go errno table, set 1584 alike): EMFILE reads as a descriptor shortage that frees.
// Tolerated: i1595-interrupt-sigint: unknown vs transient (ruling and one-off): sets 1161 and 1164 leave os/exec's bare "signal: interrupt" unknown (who sent it cannot be told); the cancel ruling would read Ruby's own Interrupt denied, not transient, so no rule would make this label pass.
func TestIndependentCases1595(t *testing.T) {
	runIndependent(t, "testdata/independent1595.jsonl", true, "i1595-nomemoryerror-ulimit", "i1595-eaddrinuse-tcpserver", "i1595-emfile-rb-sysopen", "i1595-interrupt-sigint")
}

// TestGeneralise1595RubyThreadMisuse: Ruby's thread primitives refusing
// the program's own use of them (Mutex relocked by its holder, unlocked
// unheld or by another thread, Thread.stop in the only thread, a push on a
// closed Queue) and a runtime's deadlock detector finding every thread
// asleep forever (Ruby's fatal "No live threads left. Deadlock?", Go's "all
// goroutines are asleep - deadlock!") are the program's own code, the same
// on every run: invalid (wording.go lifecycleWords; Ruby 3.1.2
// thread_sync.c, captured live). Near misses: a database's deadlock
// between transactions stays a wait.
func TestGeneralise1595RubyThreadMisuse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"relock", "exec", 1, "1", "a13.rb:1:in `lock': deadlock; recursive locking (ThreadError)\n\tfrom a13.rb:1:in `<main>'\nexit status 1", invalid},
		{"unlock-not-locked", "exec", 1, "1", "-e:1:in `unlock': Attempt to unlock a mutex which is not locked (ThreadError)\n\tfrom -e:1:in `<main>'\nexit status 1", invalid},
		{"unlock-other-thread", "exec", 1, "1", "-e:1:in `unlock': Attempt to unlock a mutex which is locked by another thread/fiber (ThreadError)\n\tfrom -e:1:in `<main>'\nexit status 1", invalid},
		{"closed-queue", "exec", 1, "1", "-e:1:in `push': queue closed (ClosedQueueError)\n\tfrom -e:1:in `<main>'\nexit status 1", invalid},
		{"stop-only-thread", "exec", 1, "1", "-e:1:in `stop': stopping only thread (ThreadError)\n\tnote: use sleep to stop forever\nexit status 1", invalid},
		{"sizedqueue-no-live-threads", "exec", 1, "1", "-e:1:in `push': No live threads left. Deadlock? (fatal)\n1 threads, 1 sleeps current:0x0000557297d870f0 main thread:0x0000557297d870f0\nexit status 1", invalid},
		{"go-all-asleep", "exec", 2, "2", "fatal error: all goroutines are asleep - deadlock!\n\ngoroutine 1 [chan receive]:\nmain.main()\n\t/tmp/x/main.go:5 +0x25\nexit status 2", invalid},
		{"near-pg-deadlock", "postgres", 0, "40P01", "deadlock detected", transient},
		{"near-mysql-deadlock", "", 0, "", "Error 1213 (40001): Deadlock found when trying to get lock; try restarting transaction", transient},
	})
}

// TestGeneralise1595RubyFrozenError: Ruby's FrozenError ("can't modify
// frozen String: \"abc\"", and Array, Hash, Symbol; rb_error_frozen_object)
// is the program mutating an object it or a library froze: invalid, dup
// it (interpcode.go rubyFrozenObject, read ahead of refusedForState;
// Ruby 3.1.2, captured live). Near misses: a lower-case "frozen" state of
// a service's object keeps its reading.
func TestGeneralise1595RubyFrozenError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"string", "exec", 1, "1", "a10.rb:1:in `<main>': can't modify frozen String: \"abc\" (FrozenError)\nexit status 1", invalid},
		{"array", "exec", 1, "1", "-e:1:in `<main>': can't modify frozen Array: [1] (FrozenError)\nexit status 1", invalid},
		{"hash-bare", "", 0, "", "can't modify frozen Hash: {} (FrozenError)", invalid},
		{"symbol-ivar", "exec", 1, "1", "-e:1:in `instance_variable_set': can't modify frozen Symbol: :sym (FrozenError)\n\tfrom -e:1:in `<main>'\nexit status 1", invalid},
		{"ruby24-runtimeerror", "", 0, "", "x.rb:3:in `<<': can't modify frozen String (RuntimeError)", invalid},
		{"near-lowercase-service-state", "", 0, "", "cannot modify order 17: can't modify frozen order", premise},
		{"near-account-frozen-403", "http", 403, "", "{\"error\":\"account is frozen\"}", denied},
	})
}
