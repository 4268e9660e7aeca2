/** Short texts shown around every page. */
export const associationMission =
  'The African Association of Women in Geosciences has brought women geoscientists together since 1995: advancing research, mentoring the next generation and putting earth science to work for Africa.';
