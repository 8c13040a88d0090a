package classify

import "strings"

// loadedAlready reads a load refused because what it loads is already
// loaded (set 266): vLLM's 400 InvalidUserInput "The lora adapter 'x' has
// already been loaded.", PHP's "Module 'mysqli' already loaded", Apache
// httpd's "module ssl_module is already loaded, skipping": the world holds
// what the step was to load, conflict. Not when the words go on to qualify
// it: loaded "with" another configuration (CakePHP's "alias has already
// been loaded with the following config") or "in another" class loader or
// process (Java's "Native Library ... already loaded in another
// classloader", which this loader cannot reach); nor a load still under way
// ("already being loaded", "already loading").
func loadedAlready(t string) (Result, bool) {
	for _, w := range [...]string{"already been loaded", "already loaded"} {
		for i := range foldMatches(t, w) {
			rest := strings.TrimLeft(t[i+len(w):], " ")
			if hasPrefixFold(rest, "with") || hasPrefixFold(rest, "in another") || hasPrefixFold(rest, "by another") {
				continue
			}
			return verdict(conflict, "what the call loads is already loaded: the world holds what the step was to load")
		}
	}
	return Result{}, false
}
