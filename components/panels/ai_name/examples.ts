/** Posts of the kinds people launch tokens from: a cashtag, a pet, a headline, a meme phrase. */
export const EXAMPLE_POSTS: Array<{ label: string; text: string }> = [
  { label: 'Frog adoption', text: 'Just adopted a frog named Pepper, he is the boss now $PEPPER' },
  {
    label: 'Space headline',
    text: 'BREAKING: SpaceX Starship catches its booster with chopsticks on the first try 🚀',
  },
  {
    label: 'Meme phrase',
    text: 'when the dip keeps dipping but you keep buying… "diamond paws" era begins #DiamondPaws',
  },
  {
    label: 'Cat photo',
    text: 'My cat knocked the coffee off the desk again and then sat on the keyboard. Meet Professor Whiskers.',
  },
];
