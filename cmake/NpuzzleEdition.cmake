# The language an edition was released in: `kit release --lang zh-CN` writes it to .npuzzle-lang
# at the edition's root. Its tests (tests/support/words.hpp) and its programs (cli/cli_texts.hpp)
# speak it whatever the locale; NPUZZLE_LANG still switches them. Read when CMake configures;
# npuzzle_edition_lang is empty in a kit released in no one language.
set(npuzzle_edition_lang "")
set(npuzzle_edition_file ${PROJECT_SOURCE_DIR}/.npuzzle-lang)
if(EXISTS ${npuzzle_edition_file})
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${npuzzle_edition_file})
  file(STRINGS ${npuzzle_edition_file} npuzzle_edition_lang LIMIT_COUNT 1)
  string(STRIP "${npuzzle_edition_lang}" npuzzle_edition_lang)
  if(NOT npuzzle_edition_lang MATCHES "^[A-Za-z][A-Za-z_.-]*$")
    message(FATAL_ERROR "${npuzzle_edition_file}: \"${npuzzle_edition_lang}\" is not a language "
                        "tag (zh-CN or en)")
  endif()
endif()
