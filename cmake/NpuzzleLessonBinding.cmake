# npuzzle_require_lesson_binding(NN DIR), called by npuzzle_add_lesson_judge
# (NpuzzleLessonTests.cmake), and by the test of its message (tests/cmake/missing_binding/).
# Stops the configure when lesson NN (lessons/DIR) has no judge binding, naming the file to write
# and the checklist of a new lesson's files: without it the build would fail later, in a
# compiler's words about a missing include.
function(npuzzle_require_lesson_binding id dir)
  set(binding judge/lessons/lesson${id}_bindings.hpp)
  if(NOT EXISTS ${PROJECT_SOURCE_DIR}/${binding})
    message(FATAL_ERROR "lesson ${id} (lessons/${dir}) has no judge binding. Write ${binding}, "
            "one entry per function of the lesson's frozen header, as "
            "judge/lessons/lesson00_bindings.hpp does. Every file a new lesson needs: "
            "docs/judging.md, section \"What a new lesson needs\".")
  endif()
endfunction()
