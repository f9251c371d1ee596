# The lecture player's page, style and script read into PLAYER_HTML, PLAYER_CSS and PLAYER_JS, for
# player_assets.hpp.in: what the tracer and the playground compile in. The script is its parts in
# this order, one idea a file, sharing one scope (player.html wraps them in one function): a part
# may use what an earlier one defined when the page loads, and anything once the page has started.
set(player_dir ${CMAKE_CURRENT_LIST_DIR})
set(player_script_parts trace texts layout drawing view frontier pseudocode panels predict playback
                        controls)
set(player_inputs ${player_dir}/player.html ${player_dir}/player.css
                  ${player_dir}/player_assets.hpp.in ${player_dir}/player_assets.cmake)
file(READ ${player_dir}/player.html PLAYER_HTML)
file(READ ${player_dir}/player.css PLAYER_CSS)
set(PLAYER_JS "")
foreach(part IN LISTS player_script_parts)
  file(READ ${player_dir}/${part}.js text)
  string(APPEND PLAYER_JS "${text}")
  list(APPEND player_inputs ${player_dir}/${part}.js)
endforeach()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${player_inputs})
