// The worker program: the student's lesson code, served to the judge on fds 3 and 4.
#include "npuzzle/judge/protocol.hpp"
#include "npuzzle/judge/server.hpp"

int main() {
    npuzzle::judge::reuse_freed_memory();
    npuzzle::judge::Registry registry;
    npuzzle::judge::register_handlers(registry);
    return npuzzle::judge::serve(registry, 3, 4);
}
